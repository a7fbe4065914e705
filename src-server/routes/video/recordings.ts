import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACT_RECORDING_MEDIA_PATH,
  ACT_RECORDING_PATH,
  type RecordingDetails,
  ACT_RECORDING_SEAL_PATH,
  ACT_RECORDING_SEGMENT_PATH,
  ACT_RECORDINGS_PATH,
  RecordingParamsSchema,
  SealRecordingBodySchema,
  SegmentParamsSchema,
  SegmentUploadHeadersSchema,
  SEGMENT_SHA256_HEADER,
  StartRecordingBodySchema,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_LENGTH_HEADER,
  UPLOAD_OFFSET_HEADER,
} from '../../../src-domain/http/routes/video-recordings.ts';
import { VideoParamsSchema } from '../../../src-domain/http/routes/video-room.ts';
import { loadActForUser } from '../../acts/act-access.ts';
import { ApiError } from '../../http/api-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { signedIn } from '../request-user.ts';
import type { VideoRooms } from '../../video/video-rooms.ts';
import { findRecording, listRecordings, recordingToSummary } from '../../video/recordings/recording-rows.ts';
import { assertNotary, sealRecording, segmentStatus, startRecording, uploadChunk } from '../../video/recordings/recording-service.ts';
import { createRecordingStore } from '../../video/recordings/create-recording-store.ts';

/** tus' content type of an appended chunk. */
const CHUNK_TYPE = 'application/offset+octet-stream';

function perUser(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

/**
 * Recordings of an act by video (src-domain/http/routes/video-recordings.ts, docs/video.md):
 * the notary starts, uploads in chunks with resume, seals, lists and plays; the act's other
 * viewers see the list and cannot download. Every route first resolves the caller against the
 * act (418 to an outsider, spec §8).
 */
export function recordingRoutes(rooms: VideoRooms): FastifyPluginAsync {
  const store = createRecordingStore(rooms.config);
  return async (app) => {
    app.addContentTypeParser(CHUNK_TYPE, { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_BYTES }, (_request, body, done) => done(null, body));
    // The caller's right to the act first, from `:uuid` alone: an outsider gets 418 before any
    // other input is read (routes/acts/access-first.ts), and learns nothing from validation.
    const accessFirst = async (request: FastifyRequest) => {
      const { uuid } = parseInput(VideoParamsSchema, request.params, 'params');
      return loadActForUser(rooms.db, uuid, signedIn(request).user);
    };

    app.get(ACT_RECORDINGS_PATH, { config: { access: 'user' } }, async (request) => {
      const seen = await accessFirst(request);
      return (await listRecordings(rooms.db, seen.act.id)).map((row) => recordingToSummary(row, seen.viewerRole === 'notary'));
    });

    app.post(ACT_RECORDINGS_PATH, { config: { access: 'user' } }, async (request) => {
      const seen = await accessFirst(request);
      const body = parseInput(StartRecordingBodySchema, request.body ?? {}, 'body');
      return recordingToSummary(await startRecording(rooms, seen, body), true);
    });

    app.get(ACT_RECORDING_SEGMENT_PATH, { config: { access: 'user' } }, async (request) => {
      const seen = await accessFirst(request);
      const { recordingId, seq } = parseInput(SegmentParamsSchema, request.params, 'params');
      return segmentStatus(rooms, seen, recordingId, seq);
    });

    const uploadLimit = { max: rooms.config.uploadsPerMinute, timeWindow: 60_000, keyGenerator: perUser };
    app.patch(ACT_RECORDING_SEGMENT_PATH, { config: { access: 'user', rateLimit: uploadLimit } }, async (request) => {
      const seen = await accessFirst(request);
      const { recordingId, seq } = parseInput(SegmentParamsSchema, request.params, 'params');
      const headers = parseInput(
        SegmentUploadHeadersSchema,
        {
          [UPLOAD_OFFSET_HEADER]: request.headers[UPLOAD_OFFSET_HEADER],
          [UPLOAD_LENGTH_HEADER]: request.headers[UPLOAD_LENGTH_HEADER],
          [SEGMENT_SHA256_HEADER]: request.headers[SEGMENT_SHA256_HEADER],
        },
        'headers',
      );
      if (!Buffer.isBuffer(request.body))
        throw new ApiError('validation_failed', { issues: [{ path: 'body', type: 'content-type', message: `expected ${CHUNK_TYPE}` }] });
      return uploadChunk(rooms, store, seen, recordingId, {
        seq,
        offset: headers[UPLOAD_OFFSET_HEADER],
        length: headers[UPLOAD_LENGTH_HEADER],
        sha256: headers[SEGMENT_SHA256_HEADER],
        chunk: request.body,
      });
    });

    app.post(ACT_RECORDING_SEAL_PATH, { config: { access: 'user' } }, async (request) => {
      const seen = await accessFirst(request);
      const { recordingId } = parseInput(RecordingParamsSchema, request.params, 'params');
      const body = parseInput(SealRecordingBodySchema, request.body ?? {}, 'body');
      return recordingToSummary(await sealRecording(rooms, seen, recordingId, body), true);
    });

    app.get(ACT_RECORDING_PATH, { config: { access: 'user' } }, async (request): Promise<RecordingDetails> => {
      const seen = await accessFirst(request);
      const { recordingId } = parseInput(RecordingParamsSchema, request.params, 'params');
      assertNotary(seen);
      const recording = await findRecording(rooms.db, seen.act.id, recordingId);
      if (!recording) throw new ApiError('recording_not_found');
      const segments = await rooms.db
        .selectFrom('video_recording_segments')
        .select(['seq', 'length', 'sha256', 'verified_at'])
        .where('recording_id', '=', recording.id)
        .orderBy('seq')
        .execute();
      return {
        recording: recordingToSummary(recording, true),
        segments: segments.map((row) => ({ seq: row.seq, size: row.length, sha256: row.sha256, verified: row.verified_at !== null })),
      };
    });

    // Only the act's notary plays a recording (spec §1: kept in the notary information system).
    app.get(ACT_RECORDING_MEDIA_PATH, { config: { access: 'user' } }, async (request, reply) => {
      const seen = await accessFirst(request);
      const { recordingId } = parseInput(RecordingParamsSchema, request.params, 'params');
      assertNotary(seen);
      const recording = await findRecording(rooms.db, seen.act.id, recordingId);
      if (recording?.state !== 'sealed') throw new ApiError('recording_not_found');
      const segments = await rooms.db
        .selectFrom('video_recording_segments')
        .select(['file', 'length'])
        .where('recording_id', '=', recording.id)
        .orderBy('seq')
        .execute();
      async function* concatenated() {
        for (const segment of segments) yield* store.read(segment.file);
      }
      const type = recording.mime_type.split(';')[0] ?? 'video/webm';
      return reply
        .header('content-type', type)
        .header('content-length', String(segments.reduce((sum, segment) => sum + segment.length, 0)))
        .header('content-disposition', `attachment; filename="recording-${recording.public_id}.webm"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(concatenated()));
    });
  };
}
