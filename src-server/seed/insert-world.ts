import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { TABLE_ORDER, type World } from './world.ts';

/** Rows per INSERT: well under SQLite's 32 766 and PostgreSQL's 65 535 bound parameters. */
const ROWS_PER_STATEMENT = 400;

/** A view of the database with any table name: the world is written table by table in a loop. */
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;

export async function insertWorld(db: Kysely<Database>, world: World): Promise<void> {
  const loose = db as unknown as AnyTables;
  for (const table of TABLE_ORDER) {
    const rows = world[table] as Record<string, unknown>[];
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await loose
        .insertInto(table)
        .values(rows.slice(start, start + ROWS_PER_STATEMENT))
        .execute();
    }
  }
}
