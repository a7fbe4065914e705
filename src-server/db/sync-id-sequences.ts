import { type Kysely, sql } from 'kysely';
import type { Database } from './database.ts';
import { dialectOf } from './dialect.ts';

/** Tables whose `id` is auto-numbered (created with `withId` in the migrations). */
const SERIAL_TABLES = [
  'family_links',
  'vehicles',
  'vehicle_restrictions',
  'real_estate',
  'enforcement_debts',
  'bans',
  'notary_offices',
  'notaries',
  'notary_reviews',
  'catalogue_groups',
  'catalogue_services',
  'notarial_acts',
  'act_parties',
  'proxies',
  'inheritance_cases',
  'users',
  'sms_outbox',
  'phone_codes',
  'payments',
  'act_subjects',
  'act_remarks',
  'act_history',
  'act_invoices',
] as const satisfies readonly (keyof Database)[];

/**
 * Rows written with explicit ids (the seed) do not advance PostgreSQL's sequences, so the next
 * plain insert would collide with id 1. Moves every sequence past the largest id. SQLite's
 * autoincrement already follows the largest id; nothing to do there.
 */
export async function syncIdSequences(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of SERIAL_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
