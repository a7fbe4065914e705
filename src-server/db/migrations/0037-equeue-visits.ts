import type { MigrationDb } from './migration-helpers.ts';

/**
 * The notary's side of the electronic queue (docs/decisions/0055-notary-queue.md): when the
 * citizen came and which queue that put them in (their slot, or the general queue when more than
 * 15 minutes late, spec §9), who marked the booking and when, and the act the visit is for.
 */
export async function up(db: MigrationDb): Promise<void> {
  // SQLite alters one column per statement.
  await db.schema.alterTable('equeue_bookings').addColumn('arrived_at', 'text').execute();
  await db.schema.alterTable('equeue_bookings').addColumn('visit_queue', 'text').execute();
  await db.schema.alterTable('equeue_bookings').addColumn('marked_by_pin', 'text').execute();
  await db.schema.alterTable('equeue_bookings').addColumn('marked_at', 'text').execute();
  await db.schema
    .alterTable('equeue_bookings')
    .addColumn('act_id', 'integer', (col) => col.references('notarial_acts.id'))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['act_id', 'marked_at', 'marked_by_pin', 'visit_queue', 'arrived_at'])
    await db.schema.alterTable('equeue_bookings').dropColumn(column).execute();
}
