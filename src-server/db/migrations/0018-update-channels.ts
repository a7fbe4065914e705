import { type MigrationDb, notNull } from './migration-helpers.ts';

/**
 * Staged rollout of kiosk updates: operations set the percentage of terminals of a channel that
 * may install the channel's newest version (src-main/updates/ buckets terminals by id). A
 * channel without a row is rolled out to every terminal.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('update_channels')
    .addColumn('channel', 'text', (col) => col.primaryKey())
    .addColumn('rollout_percent', 'integer', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('update_channels').execute();
}
