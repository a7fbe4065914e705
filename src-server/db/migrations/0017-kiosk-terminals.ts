import { type MigrationDb, notNull } from './migration-helpers.ts';

/**
 * The kiosk fleet (docs/architecture.md, Kiosk main-process duties: fleet): one row per terminal with
 * the Ed25519 public key its heartbeats are signed with, and what its last heartbeat said. The
 * heartbeat's signed timestamp is kept so a replayed heartbeat is refused.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('kiosk_terminals')
    .addColumn('terminal_id', 'text', (col) => col.primaryKey())
    .addColumn('public_key', 'text', notNull)
    .addColumn('channel', 'text', notNull)
    .addColumn('registered_at', 'text', notNull)
    .addColumn('registered_by', 'integer', (col) => col.references('users.id'))
    .addColumn('last_heartbeat_at', 'text')
    .addColumn('last_signed_at', 'text')
    .addColumn('app_version', 'text')
    .addColumn('uptime_s', 'integer')
    .addColumn('last_update_check_at', 'text')
    .addColumn('last_dictionary_sync_at', 'text')
    .addColumn('pending_version', 'text')
    .addColumn('self_test_ok', 'integer')
    .addColumn('self_test', 'text')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('kiosk_terminals').execute();
}
