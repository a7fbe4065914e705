import { type Kysely, sql } from 'kysely';
import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely/migration';
import { dialectOf } from './dialect.ts';
import { MIGRATIONS } from './migrations.ts';

/**
 * On PostgreSQL the migrator looks for its bookkeeping table in every schema unless told which
 * one; name the current schema (first on search_path) so two schemas in one database (tests,
 * staging) never see each other's history.
 */
async function migrator<TDatabase>(db: Kysely<TDatabase>): Promise<Migrator> {
  let migrationTableSchema: string | undefined;
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({
    db,
    migrationTableSchema,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
}

/**
 * The advisory lock key (any bigint, fixed) that keeps the schemas of a PostgreSQL database
 * steady while a migrator reads its catalogue: migrations take it shared, and a schema is dropped
 * only under it exclusively (src-server/test-support/postgres-schema.ts), so parallel test runs
 * never drop a schema under another's read.
 */
export const SCHEMA_DROP_LOCK = 7_204_311_954;

/**
 * Runs `run` on one connection of `db`; on PostgreSQL holding `SCHEMA_DROP_LOCK` shared on it
 * for the whole run. The run gets that connection, so a pool of one does not wait for itself.
 */
export async function whileNoSchemaIsDropped<TDatabase, T>(db: Kysely<TDatabase>, run: (held: Kysely<TDatabase>) => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return run(db);
  return db.connection().execute(async (held) => {
    await sql`select pg_advisory_lock_shared(${SCHEMA_DROP_LOCK})`.execute(held);
    try {
      return await run(held);
    } finally {
      await sql`select pg_advisory_unlock_shared(${SCHEMA_DROP_LOCK})`.execute(held);
    }
  });
}

/** PostgreSQL's invalid_schema_name, undefined_table and undefined_column. */
const SCHEMA_GONE = new Set(['3F000', '42P01', '42703']);

/**
 * Kysely's migrator reads the tables of every schema in the database and asks
 * `has_schema_privilege` and the serial sequence of each: a schema another session drops between
 * the two without `SCHEMA_DROP_LOCK` (a staging copy removed by hand) fails that read with
 * invalid_schema_name, or undefined_table / undefined_column when its tables went first.
 * Nothing stays half done (on PostgreSQL the pending migrations run in one transaction), so the
 * whole migration is tried again.
 */
export async function retryWhileSchemasVanish<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const gone = typeof error === 'object' && error !== null && SCHEMA_GONE.has(String((error as { code?: unknown }).code));
      if (!gone || attempt >= attempts) throw error;
    }
  }
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return (result.results ?? []).map((r) => `${r.direction} ${r.migrationName}`);
}

/** Applies every pending migration; returns what ran, e.g. `["Up 0001-dictionaries"]`. */
export async function migrateToLatest<TDatabase>(db: Kysely<TDatabase>): Promise<string[]> {
  return retryWhileSchemasVanish(() => whileNoSchemaIsDropped(db, async (held) => unwrap(await (await migrator(held)).migrateToLatest())));
}

/** Undoes every migration (drops all tables): `npm run seed` on PostgreSQL starts from here. */
export async function migrateToEmpty<TDatabase>(db: Kysely<TDatabase>): Promise<string[]> {
  return retryWhileSchemasVanish(() => whileNoSchemaIsDropped(db, async (held) => unwrap(await (await migrator(held)).migrateTo(NO_MIGRATIONS))));
}
