import type { MigrationDb } from './migration-helpers.ts';

/**
 * When a room join's face check was verified and last held by a connection that had not yet
 * taken its seat (the person reading the recording announcement): the check is spent only when
 * the seat is taken (`passed_at`), and a connection lost before that may bring it back within the
 * re-identification gap (docs/video.md "Identity in the room"). null: not verified yet.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('video_identity_checks').addColumn('held_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('video_identity_checks').dropColumn('held_at').execute();
}
