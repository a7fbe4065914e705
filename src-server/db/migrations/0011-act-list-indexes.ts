import type { MigrationDb } from './migration-helpers.ts';

/**
 * Drops two indexes that 0009's list indexes made redundant: (applicant_pin) is the prefix of
 * (applicant_pin, id) and (pin) of (pin, act_id), so every lookup they served the wider ones
 * serve as well, on SQLite and PostgreSQL. Kept, they cost a write on every act and party
 * added, and (pin) misled SQLite: asked for a page's party rows ordered by id, it walked all of
 * a user's rows through it (bench/acts.ts, 2 000 rows for a page of 20) instead of probing
 * (pin, act_id).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('notarial_acts_applicant_idx').execute();
  await db.schema.dropIndex('act_parties_pin_idx').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('notarial_acts_applicant_idx').on('notarial_acts').column('applicant_pin').execute();
  await db.schema.createIndex('act_parties_pin_idx').on('act_parties').column('pin').execute();
}
