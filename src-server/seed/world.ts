import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';

/** Every row the seed writes, by table, built in memory first (pure, so it can be hashed/tested). */
export type World = { [TTable in keyof Database]: Insertable<Database[TTable]>[] };

/** Insertion order: a table comes after every table its foreign keys point to. */
export const TABLE_ORDER = [
  'regions',
  'districts',
  'countries',
  'document_types',
  'settings',
  'dictionary_versions',
  'persons',
  'family_links',
  'legal_entities',
  'notary_offices',
  'notaries',
  'notary_reviews',
  'catalogue_groups',
  'catalogue_services',
  'vehicles',
  'vehicle_owners',
  'vehicle_restrictions',
  'real_estate',
  'real_estate_owners',
  'enforcement_debts',
  'bans',
  'notarial_acts',
  'act_parties',
  'act_subjects',
  'proxies',
  'inheritance_cases',
  'users',
  'user_roles',
  'sms_outbox',
  'payments',
  'equeue_bookings',
] as const satisfies readonly (keyof Database)[];

export function emptyWorld(): World {
  return Object.fromEntries(TABLE_ORDER.map((table) => [table, []])) as unknown as World;
}
