import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * Login state that several server processes on one database must share (docs/architecture.md, Trust):
 * failed logins per pin (the lockout counts rows inside its window) and the one-time nonces of
 * face-check attempts (a nonce issued by one process is found, passed and consumed by any).
 * Times are epoch milliseconds in `bigint` (PostgreSQL's `integer` stops in 1970 + 24 days).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('login_failures')).addColumn('pin', 'text', notNull).addColumn('failed_at', 'bigint', notNull).execute();
  await db.schema.createIndex('login_failures_pin_idx').on('login_failures').columns(['pin', 'failed_at']).execute();
  await db.schema.createIndex('login_failures_failed_at_idx').on('login_failures').column('failed_at').execute();

  await db.schema
    .createTable('liveness_attempts')
    .addColumn('nonce_hash', 'text', (col) => col.primaryKey())
    .addColumn('pin', 'text', notNull)
    .addColumn('passserial', 'text', notNull)
    .addColumn('passnum', 'text', notNull)
    .addColumn('expires_at', 'bigint', notNull)
    .addColumn('passed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('liveness_attempts_expires_idx').on('liveness_attempts').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['liveness_attempts', 'login_failures']) {
    await db.schema.dropTable(table).execute();
  }
}
