import type { MigrationDb } from './migration-helpers.ts';

/**
 * A failed login's kind (docs/decisions/0062-not-live-refusals-lock-a-day.md): a guess (a
 * stranger's face, a wrong passport) or a face check that saw a picture, a screen or a
 * recording. The second kind is counted over a day as well, and a success does not forget it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('guess'))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('login_failures').dropColumn('kind').execute();
}
