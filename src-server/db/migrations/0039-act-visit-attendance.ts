import type { MigrationDb } from './migration-helpers.ts';

/**
 * When someone came to the act's current visit (docs/decisions/0059-no-show-at-the-set-time.md):
 * the notary marked the applicant's booking for the act arrived on the visit day, or a party was
 * admitted to the act's video room. An act someone came to is never a no-show (spec §4). A new
 * time clears it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('notarial_acts').addColumn('visit_attended_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('notarial_acts').dropColumn('visit_attended_at').execute();
}
