import type { MigrationDb } from './migration-helpers.ts';

/**
 * Which visit of an act a room's rows belong to (docs/video.md "Evidence of the visit"): the act
 * counts its visits (a new one each time the notary sets the time, `set_time`, or a new time
 * after a technical failure), and the room's connections, face checks and recordings remember
 * the visit they were made in, so registration by video counts only the evidence of the visit
 * being registered. Rows from before count as visit 0, as do acts that never had a time set.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['notarial_acts', 'video_room_members', 'video_identity_checks', 'video_recordings'])
    await db.schema
      .alterTable(table)
      .addColumn('visit_number', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['video_recordings', 'video_identity_checks', 'video_room_members', 'notarial_acts'])
    await db.schema.alterTable(table).dropColumn('visit_number').execute();
}
