import { PostgresAdapter, sql } from 'kysely';
import { type MigrationDb, notNull } from './migration-helpers.ts';

/**
 * The request counters of every rate-limited route, one row per route and client key, shared by
 * all server processes (plugins/rate-limit-store.ts). Counted on hot paths and worthless after a
 * crash, so on PostgreSQL the table is UNLOGGED: no WAL, no flush at commit, emptied by crash
 * recovery (a lost count only lets a client start its window again).
 */
export async function up(db: MigrationDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const create = db.schema.createTable('rate_limit_buckets');
  await (postgres ? create.modifyFront(sql`unlogged`) : create)
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', notNull)
    .addColumn('reset_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('rate_limit_buckets_reset_idx').on('rate_limit_buckets').column('reset_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('rate_limit_buckets').execute();
}
