import type { Selectable } from 'kysely';
import type { RecordingSummary } from '../../../src-domain/http/routes/video-room.ts';
import type { RoomRecording } from '../../../src-domain/video/room-protocol.ts';
import type { Db } from '../../db/database.ts';
import type { VideoRecordingsTable } from '../../db/tables/video.ts';

export type RecordingRow = Selectable<VideoRecordingsTable>;

export function recordingToRoom(row: RecordingRow): RoomRecording {
  return { recordingId: row.public_id, state: row.state, startedAt: row.started_at };
}

export function recordingToSummary(row: RecordingRow, playable: boolean): RecordingSummary {
  return {
    id: row.public_id,
    state: row.state,
    startedAt: row.started_at,
    sealedAt: row.sealed_at,
    segmentCount: row.segment_count,
    totalBytes: row.total_bytes,
    manifestSha256: row.manifest_sha256,
    mimeType: row.mime_type,
    playable: playable && row.state === 'sealed',
  };
}

/** The latest recording of this visit's room, as the room shows it (the indicator), or null. */
export async function currentRecording(db: Db, act: { id: number; visit_number: number }): Promise<RoomRecording | null> {
  const row = await db
    .selectFrom('video_recordings')
    .selectAll()
    .where('act_id', '=', act.id)
    .where('visit_number', '=', act.visit_number)
    .where('state', '!=', 'abandoned')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? recordingToRoom(row) : null;
}

export async function listRecordings(db: Db, actId: number): Promise<RecordingRow[]> {
  return db.selectFrom('video_recordings').selectAll().where('act_id', '=', actId).orderBy('id').execute();
}

export async function findRecording(db: Db, actId: number, publicId: string): Promise<RecordingRow | undefined> {
  return db.selectFrom('video_recordings').selectAll().where('act_id', '=', actId).where('public_id', '=', publicId).executeTakeFirst();
}
