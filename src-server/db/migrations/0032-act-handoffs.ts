import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * One-time codes that carry an act in preparation between a terminal and the web portal
 * (docs/decisions/0044-act-handoff-code.md). Only the code's SHA-256 is kept: the database
 * alone does not let anyone redeem one. `used_at` set: spent; one live code per act and person.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('act_handoffs'))
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('client_mode', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('act_handoffs_act_user_idx').on('act_handoffs').columns(['act_id', 'user_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('act_handoffs').execute();
}
