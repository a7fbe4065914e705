import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * Recordings of video sessions (spec §1 "the video recording of a session is stored"): one row
 * per recording, sealed with its manifest hash, and one per segment with how much of it arrived
 * and when it was verified against its SHA-256 (docs/video.md). The bytes are files beside the
 * database (RECORDINGS_DIR); the rows say which file is whose.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('video_recordings'))
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('started_by_pin', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('mime_type', 'text', notNull)
    .addColumn('started_at', 'text', notNull)
    .addColumn('sealed_at', 'text')
    .addColumn('manifest_sha256', 'text')
    .addColumn('segment_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('video_recordings_act_idx').on('video_recordings').columns(['act_id', 'id']).execute();

  await withId(db, db.schema.createTable('video_recording_segments'))
    .addColumn('recording_id', 'integer', (col) => col.notNull().references('video_recordings.id'))
    .addColumn('seq', 'integer', notNull)
    .addColumn('length', 'integer', notNull)
    .addColumn('received', 'integer', notNull)
    .addColumn('sha256', 'text', notNull)
    .addColumn('file', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('verified_at', 'text')
    .execute();
  await db.schema.createIndex('video_recording_segments_seq_idx').on('video_recording_segments').columns(['recording_id', 'seq']).unique().execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('video_recording_segments').execute();
  await db.schema.dropTable('video_recordings').execute();
}
