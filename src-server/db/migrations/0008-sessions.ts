import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/** Server-side login sessions and their rotating bearer tokens (stored hashed). */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('client_mode', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_seen_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('idle_ms', 'integer', notNull)
    .addColumn('revoked_at', 'text')
    .addColumn('revoke_reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('session_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'integer', (col) => col.notNull().references('sessions.id'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('superseded_at', 'text')
    .execute();
  await db.schema.createIndex('session_tokens_session_idx').on('session_tokens').column('session_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['session_tokens', 'sessions']) {
    await db.schema.dropTable(table).execute();
  }
}
