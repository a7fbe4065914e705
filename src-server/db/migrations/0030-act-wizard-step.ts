import type { MigrationDb } from './migration-helpers.ts';

/**
 * The wizard step an act in preparation was left at (src-domain/acts/wizard/act-wizards.ts;
 * docs/decisions/0041-act-wizard-frame.md), so "my acts", a refresh or the other channel opens
 * the wizard there. null: no wizard in progress (finished, or the act was made without one).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('notarial_acts').addColumn('wizard_step', 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('notarial_acts').dropColumn('wizard_step').execute();
}
