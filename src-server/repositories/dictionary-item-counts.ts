import { ACT_TYPE_IDS } from '../../src-domain/acts/act-types.ts';
import type { DictionaryName } from '../../src-domain/http/routes/dictionary-items.ts';
import type { Database, Db } from '../db/database.ts';

/** The table behind each dictionary; `act_types` lives in the domain, not in the database. */
const TABLES: Readonly<Record<Exclude<DictionaryName, 'act_types'>, keyof Database>> = {
  regions: 'regions',
  districts: 'districts',
  countries: 'countries',
  document_types: 'document_types',
  catalogue_groups: 'catalogue_groups',
  catalogue_services: 'catalogue_services',
  notary_offices: 'notary_offices',
};

async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many items each dictionary holds (the update_dict page shows it beside the version). */
export async function countDictionaryItems(db: Db): Promise<Record<DictionaryName, number>> {
  const entries = await Promise.all(Object.entries(TABLES).map(async ([name, table]) => [name, await countRows(db, table)] as const));
  return { ...(Object.fromEntries(entries) as Record<Exclude<DictionaryName, 'act_types'>, number>), act_types: ACT_TYPE_IDS.length };
}
