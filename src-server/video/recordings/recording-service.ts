import { createHash, randomBytes } from 'node:crypto';
import type { SealRecordingBody, SegmentStatus, StartRecordingBody } from '../../../src-domain/http/routes/video-recordings.ts';
import { manifestProblem, manifestText } from '../../../src-domain/video/recording-manifest.ts';
import { roomOpenState } from '../../../src-domain/video/room-admission.ts';
import type { ActAccess } from '../../acts/act-access.ts';
import type { ActRow } from '../../acts/act-rows.ts';
import { ApiError } from '../../http/api-error.ts';
import { hasAgreedToRecording } from '../room-consent.ts';
import { liveMembers } from '../room-members.ts';
import { refusalError, roomAct } from '../room-seat.ts';
import { writeRoomHistory } from '../video-history.ts';
import type { VideoRooms } from '../video-rooms.ts';
import { findRecording, type RecordingRow, recordingToRoom } from './recording-rows.ts';
import type { RecordingStore } from './recording-store.ts';
import { recordingBytes, recordingSegments } from '../../metrics/metrics.ts';

/** Writing a recording is the act's notary's alone (spec §1: stored in the notary information system). */
export function assertNotary(access: ActAccess): void {
  if (access.viewerRole !== 'notary') throw new ApiError('recording_notary_only');
}

async function openRecording(rooms: VideoRooms, act: ActRow, recordingId: string): Promise<RecordingRow> {
  const row = await findRecording(rooms.db, act.id, recordingId);
  if (!row) throw new ApiError('recording_not_found');
  if (row.state !== 'recording') throw new ApiError('recording_closed');
  return row;
}

/**
 * `POST …/recordings`: announced and agreed first (spec §1 "Recording is announced to users"):
 * the room is open, the notary is in it, and everyone connected has agreed. An unsealed older
 * recording (the notary's browser was closed mid-call) is abandoned: it cannot be continued.
 */
export async function startRecording(rooms: VideoRooms, access: ActAccess, body: StartRecordingBody): Promise<RecordingRow> {
  assertNotary(access);
  const { act } = access;
  const now = rooms.now();
  const facts = roomAct(act);
  const state = facts ? roomOpenState(facts, now, rooms.config.opensBeforeMs) : null;
  if (!state?.open) throw refusalError(state && !state.open ? state.reason : 'room_closed', state?.opensAt ?? null);
  const live = await liveMembers(rooms.db, act, now, rooms.config.memberStaleMs);
  if (!live.some((member) => member.pin === access.pin)) throw new ApiError('recording_consent_missing');
  for (const member of live) if (!(await hasAgreedToRecording(rooms.db, act.id, member.pin))) throw new ApiError('recording_consent_missing');
  await rooms.db.updateTable('video_recordings').set({ state: 'abandoned' }).where('act_id', '=', act.id).where('state', '=', 'recording').execute();
  const row = await rooms.db
    .insertInto('video_recordings')
    .values({
      public_id: randomBytes(18).toString('base64url'),
      act_id: act.id,
      started_by_pin: access.pin,
      state: 'recording',
      mime_type: body.mimeType,
      started_at: now.toISOString(),
      sealed_at: null,
      manifest_sha256: null,
      visit_number: act.visit_number,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeRoomHistory(rooms.db, act, { pin: access.pin, role: 'notary' }, 'recording_started', now);
  await rooms.broadcast(act.id, { type: 'recording', recording: recordingToRoom(row) });
  return row;
}

function statusOf(row: { seq: number; length: number; received: number; verified_at: string | null }): SegmentStatus {
  return { seq: row.seq, length: row.length, received: row.received, verified: row.verified_at !== null };
}

/** `GET …/segments/:seq`: how much of the segment arrived (where to resume after a drop). */
export async function segmentStatus(rooms: VideoRooms, access: ActAccess, recordingId: string, seq: number): Promise<SegmentStatus> {
  assertNotary(access);
  const recording = await findRecording(rooms.db, access.act.id, recordingId);
  if (!recording) throw new ApiError('recording_not_found');
  const row = await rooms.db
    .selectFrom('video_recording_segments')
    .selectAll()
    .where('recording_id', '=', recording.id)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row ? statusOf(row) : { seq, length: 0, received: 0, verified: false };
}

export interface ChunkUpload {
  seq: number;
  offset: number;
  length: number;
  sha256: string;
  chunk: Buffer;
}

/**
 * `PATCH …/segments/:seq` (tus-like): appends a chunk at the offset the server holds (409 with
 * the right offset otherwise, so a client resumes where the bytes stopped). When the segment is
 * whole the server hashes what it stored: equal to the client's SHA-256 → verified; not → the
 * segment is emptied and 400, to be sent again.
 */
export async function uploadChunk(
  rooms: VideoRooms,
  store: RecordingStore,
  access: ActAccess,
  recordingId: string,
  upload: ChunkUpload,
): Promise<SegmentStatus> {
  assertNotary(access);
  const recording = await openRecording(rooms, access.act, recordingId);
  const now = rooms.now();
  let row = await rooms.db
    .selectFrom('video_recording_segments')
    .selectAll()
    .where('recording_id', '=', recording.id)
    .where('seq', '=', upload.seq)
    .executeTakeFirst();
  if (!row) {
    if (upload.offset !== 0) throw new ApiError('segment_offset_mismatch', { params: { offset: 0 } });
    const file = store.keyOf(access.act.id, recording.public_id, upload.seq);
    row = await rooms.db
      .insertInto('video_recording_segments')
      .values({
        recording_id: recording.id,
        seq: upload.seq,
        length: upload.length,
        received: 0,
        sha256: upload.sha256,
        file,
        created_at: now.toISOString(),
        verified_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (row.length !== upload.length || row.sha256 !== upload.sha256) throw new ApiError('segment_mismatch');
  if (row.verified_at !== null) return statusOf(row);
  if (upload.offset !== row.received) throw new ApiError('segment_offset_mismatch', { params: { offset: row.received } });
  const end = upload.offset + upload.chunk.byteLength;
  if (end > row.length || upload.chunk.byteLength === 0) throw new ApiError('segment_mismatch');
  await store.putChunk(row.file, upload.offset, upload.chunk);
  recordingBytes.inc(upload.chunk.byteLength);
  const moved = await rooms.db
    .updateTable('video_recording_segments')
    .set({ received: end })
    .where('id', '=', row.id)
    .where('received', '=', upload.offset)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ApiError('segment_offset_mismatch', { params: { offset: row.received } });
  if (end < row.length) return { seq: row.seq, length: row.length, received: end, verified: false };
  const stored = await store.complete(row.file, row.length);
  if (stored.sha256 !== row.sha256 || stored.size !== row.length) {
    await rooms.db.updateTable('video_recording_segments').set({ received: 0 }).where('id', '=', row.id).execute();
    await store.discard(row.file);
    recordingSegments.inc({ result: 'refused' });
    throw new ApiError('segment_mismatch');
  }
  recordingSegments.inc({ result: 'verified' });
  await rooms.db.updateTable('video_recording_segments').set({ verified_at: now.toISOString() }).where('id', '=', row.id).execute();
  return { seq: row.seq, length: row.length, received: end, verified: true };
}

/**
 * `POST …/seal`: the recording is whole (segments 0…n, every one verified, as the client lists
 * them) and the server's own manifest hash equals the client's: sealed, written to the history,
 * announced in the room. Sealing again with the same manifest answers the same.
 */
export async function sealRecording(rooms: VideoRooms, access: ActAccess, recordingId: string, body: SealRecordingBody): Promise<RecordingRow> {
  assertNotary(access);
  const existing = await findRecording(rooms.db, access.act.id, recordingId);
  if (existing?.state === 'sealed' && existing.manifest_sha256 === body.manifestSha256) return existing;
  const recording = await openRecording(rooms, access.act, recordingId);
  if (manifestProblem(body.segments) !== null) throw new ApiError('recording_incomplete');
  const stored = await rooms.db.selectFrom('video_recording_segments').selectAll().where('recording_id', '=', recording.id).orderBy('seq').execute();
  const verified = stored.filter((row) => row.verified_at !== null);
  const same =
    verified.length === stored.length &&
    stored.length === body.segments.length &&
    body.segments.every((segment) => stored.some((row) => row.seq === segment.seq && row.sha256 === segment.sha256 && row.length === segment.size));
  if (!same) throw new ApiError('recording_incomplete');
  const manifest = createHash('sha256')
    .update(
      manifestText(
        recording.public_id,
        stored.map((row) => ({ seq: row.seq, size: row.length, sha256: row.sha256 })),
      ),
    )
    .digest('hex');
  if (manifest !== body.manifestSha256) throw new ApiError('recording_incomplete');
  const now = rooms.now();
  const sealed = await rooms.db
    .updateTable('video_recordings')
    .set({
      state: 'sealed',
      sealed_at: now.toISOString(),
      manifest_sha256: manifest,
      segment_count: stored.length,
      total_bytes: stored.reduce((sum, row) => sum + row.length, 0),
    })
    .where('id', '=', recording.id)
    .where('state', '=', 'recording')
    .returningAll()
    .executeTakeFirst();
  if (!sealed) throw new ApiError('recording_closed');
  await writeRoomHistory(rooms.db, access.act, { pin: access.pin, role: 'notary' }, 'recording_sealed', now);
  await rooms.broadcast(access.act.id, { type: 'recording', recording: recordingToRoom(sealed) });
  return sealed;
}
