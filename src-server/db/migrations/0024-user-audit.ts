import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * The administrator's audit trail of accounts (spec §6 administrator; §3 admin user labels):
 * every change of a role or state, and every forced end of sessions, with who did it and why.
 * Rows are never updated or deleted.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('user_audit'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('actor_user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('action', 'text', notNull)
    .addColumn('detail', 'text')
    .addColumn('reason', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('user_audit_user_idx').on('user_audit').columns(['user_id', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('user_audit').execute();
}
