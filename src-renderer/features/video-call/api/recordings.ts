import { useQuery } from '@tanstack/react-query';
import {
  actRecordingMediaPath,
  actRecordingPath,
  actRecordingSealPath,
  actRecordingSegmentPath,
  actRecordingsPath,
  RecordingDetailsSchema,
  RecordingListSchema,
  RecordingSummarySchema,
  SEGMENT_SHA256_HEADER,
  SegmentStatusSchema,
  UPLOAD_LENGTH_HEADER,
  UPLOAD_OFFSET_HEADER,
  type SealRecordingBody,
  type SegmentStatus,
} from '../../../../src-domain/http/routes/video-recordings.ts';
import type { RecordingSummary } from '../../../../src-domain/http/routes/video-room.ts';
import { apiClient, getJson, patchBytes, postJson } from '../../../api/client.ts';
import { actPartKey } from '../../../api/query-keys.ts';

export const RECORDINGS_KEY = (uuid: string) => actPartKey(uuid, 'recordings');

/** The act's recordings (participants see the list; only the notary may play them). */
export function useRecordings(uuid: string) {
  return useQuery({ queryKey: RECORDINGS_KEY(uuid), queryFn: ({ signal }) => getJson(actRecordingsPath(uuid), RecordingListSchema, { signal, uuid }) });
}

export function startRecording(uuid: string, mimeType: string): Promise<RecordingSummary> {
  return postJson(actRecordingsPath(uuid), { mimeType }, RecordingSummarySchema, { uuid });
}

/** Where a segment's upload stands on the server (to resume after a drop). Silent: the uploader retries. */
export function segmentStatus(uuid: string, recordingId: string, seq: number, signal?: AbortSignal): Promise<SegmentStatus> {
  return getJson(actRecordingSegmentPath(uuid, recordingId, seq), SegmentStatusSchema, { uuid, signal, silent: true });
}

/** Appends one chunk of a segment at `offset` (tus-like, docs/video.md). Silent: the uploader decides. */
export function uploadChunk(
  uuid: string,
  recordingId: string,
  segment: { seq: number; size: number; sha256: string },
  offset: number,
  chunk: Blob,
  signal?: AbortSignal,
): Promise<SegmentStatus> {
  const body = new Blob([chunk], { type: 'application/offset+octet-stream' });
  const headers = { [UPLOAD_OFFSET_HEADER]: String(offset), [UPLOAD_LENGTH_HEADER]: String(segment.size), [SEGMENT_SHA256_HEADER]: segment.sha256 };
  return patchBytes(actRecordingSegmentPath(uuid, recordingId, segment.seq), body, headers, SegmentStatusSchema, { uuid, signal, silent: true });
}

export function sealRecording(uuid: string, recordingId: string, body: SealRecordingBody): Promise<RecordingSummary> {
  return postJson(actRecordingSealPath(uuid, recordingId), body, RecordingSummarySchema, { uuid });
}

export function recordingDetails(uuid: string, recordingId: string) {
  return getJson(actRecordingPath(uuid, recordingId), RecordingDetailsSchema, { uuid });
}

/** The sealed recording's bytes, for the notary's player (the bearer token goes along; a `<video src>` could not send it). */
export async function recordingMedia(uuid: string, recordingId: string): Promise<Blob> {
  return (await apiClient.download(actRecordingMediaPath(uuid, recordingId), { uuid })).blob;
}
