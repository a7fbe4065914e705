import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * Signalling messages too large for a PostgreSQL NOTIFY payload (8000 bytes; an SDP offer with
 * every codec can pass it): the sending process stores the message here and notifies its id;
 * the process holding the receiver reads it and deletes it (src-server/video/pg-room-bus.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('video_signal_relay')).addColumn('payload', 'text', notNull).addColumn('created_at', 'text', notNull).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('video_signal_relay').execute();
}
