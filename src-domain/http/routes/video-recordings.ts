import * as v from 'valibot';
import { ActUuidParamsSchema } from './acts.ts';
import { RecordingSummarySchema } from './video-room.ts';

/**
 * Recordings of a video act (spec §1 "the video recording of a session is stored"; docs/video.md):
 * the notary's client records the call in segments (MediaRecorder with a timeslice) and uploads
 * each one in chunks with its SHA-256, tus-like: `PATCH` with `Upload-Offset` appends, `HEAD`
 * tells how much arrived (resume after a drop), the server verifies the whole segment against
 * its hash, and `seal` closes the recording with the manifest hash. Only the act's notary may
 * write or play them; participants see the list.
 */
export const ACT_RECORDINGS_PATH = '/api/acts/:uuid/recordings';
export const ACT_RECORDING_SEGMENT_PATH = '/api/acts/:uuid/recordings/:recordingId/segments/:seq';
export const ACT_RECORDING_SEAL_PATH = '/api/acts/:uuid/recordings/:recordingId/seal';
export const ACT_RECORDING_MEDIA_PATH = '/api/acts/:uuid/recordings/:recordingId/media';
export const ACT_RECORDING_PATH = '/api/acts/:uuid/recordings/:recordingId';

const act = (uuid: string) => `/api/acts/${encodeURIComponent(uuid)}`;
export const actRecordingsPath = (uuid: string): string => `${act(uuid)}/recordings`;
export const actRecordingSegmentPath = (uuid: string, recordingId: string, seq: number): string =>
  `${actRecordingsPath(uuid)}/${encodeURIComponent(recordingId)}/segments/${seq}`;
export const actRecordingSealPath = (uuid: string, recordingId: string): string => `${actRecordingsPath(uuid)}/${encodeURIComponent(recordingId)}/seal`;
export const actRecordingPath = (uuid: string, recordingId: string): string => `${actRecordingsPath(uuid)}/${encodeURIComponent(recordingId)}`;
export const actRecordingMediaPath = (uuid: string, recordingId: string): string => `${actRecordingsPath(uuid)}/${encodeURIComponent(recordingId)}/media`;

/** Headers of a segment upload (tus-like names). */
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
export const UPLOAD_LENGTH_HEADER = 'upload-length';
export const SEGMENT_SHA256_HEADER = 'segment-sha256';

/** One request carries at most this much of a segment; a drop loses at most one chunk. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;
/** A segment is one MediaRecorder timeslice (2 s of 640×480 VP8 is 0.2–1 MB); larger ones are refused. */
export const MAX_SEGMENT_BYTES = 32 * 1024 * 1024;
/** MediaRecorder's timeslice: one segment every this many ms. */
export const RECORDING_TIMESLICE_MS = 2_000;

const RecordingIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));
export const RecordingParamsSchema = v.object({ ...ActUuidParamsSchema.entries, recordingId: RecordingIdSchema });
export const SegmentParamsSchema = v.object({
  ...RecordingParamsSchema.entries,
  seq: v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)),
});

const Sha256Schema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const NonNegative = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number));

/** The headers of `PATCH …/segments/:seq`; the body is the chunk (application/offset+octet-stream). */
export const SegmentUploadHeadersSchema = v.object({
  [UPLOAD_OFFSET_HEADER]: NonNegative,
  [UPLOAD_LENGTH_HEADER]: v.pipe(NonNegative, v.minValue(1), v.maxValue(MAX_SEGMENT_BYTES)),
  [SEGMENT_SHA256_HEADER]: Sha256Schema,
});

/** `POST …/recordings` (the notary, the room open, everyone in it agreed to the recording). */
export const StartRecordingBodySchema = v.object({
  mimeType: v.pipe(v.string(), v.regex(/^(video|audio)\/webm(;[ a-z0-9=,.]*)?$/i), v.maxLength(100)),
});
export type StartRecordingBody = v.InferOutput<typeof StartRecordingBodySchema>;

/** What the server holds of one segment: how far the upload got and whether it was verified. */
export const SegmentStatusSchema = v.object({
  seq: v.number(),
  length: v.number(),
  received: v.number(),
  verified: v.boolean(),
});
export type SegmentStatus = v.InferOutput<typeof SegmentStatusSchema>;

/** `POST …/seal`: the client's own manifest; the server recomputes it from what it verified. */
export const SealRecordingBodySchema = v.object({
  segments: v.pipe(
    v.array(v.object({ seq: v.pipe(v.number(), v.integer(), v.minValue(0)), size: v.pipe(v.number(), v.integer(), v.minValue(1)), sha256: Sha256Schema })),
    v.minLength(1),
    v.maxLength(20_000),
  ),
  manifestSha256: Sha256Schema,
});
export type SealRecordingBody = v.InferOutput<typeof SealRecordingBodySchema>;

export const RecordingListSchema = v.array(RecordingSummarySchema);

/** `GET …/recordings/:recordingId` (the notary): the recording and its verified segments, as the manifest lists them. */
export const RecordingDetailsSchema = v.object({
  recording: RecordingSummarySchema,
  segments: v.array(v.object({ seq: v.number(), size: v.number(), sha256: v.string(), verified: v.boolean() })),
});
export type RecordingDetails = v.InferOutput<typeof RecordingDetailsSchema>;
export { RecordingSummarySchema };
