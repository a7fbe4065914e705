import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES, type SegmentStatus } from '../../../../src-domain/http/routes/video-recordings.ts';
import type { ManifestSegment } from '../../../../src-domain/video/recording-manifest.ts';
import { ApiError } from '../../../api/api-error.ts';
import { SegmentUploader, type UploadApi } from './segment-uploader.ts';
import { sha256Hex } from './sha256.ts';

/** A server that keeps what arrived per segment, as the real one does (tus-like offsets). */
function fakeServer(options: { dropAfterChunks?: number; damageFirst?: boolean; closed?: boolean } = {}) {
  const stored = new Map<number, Uint8Array>();
  const hashes = new Map<number, string>();
  let chunks = 0;
  let damaged = false;
  const sent = { bytes: 0 };
  const status = (seq: number, length: number): SegmentStatus => ({ seq, length, received: stored.get(seq)?.length ?? 0, verified: hashes.has(seq) });
  const api: UploadApi = {
    async status(seq) {
      return status(seq, stored.get(seq)?.length ?? 0);
    },
    async chunk(segment: ManifestSegment, offset: number, bytes: Blob) {
      if (options.closed) throw new ApiError({ kind: 'http', method: 'PATCH', path: '/x', status: 409, code: 'recording_closed', message: 'closed' });
      chunks += 1;
      const have = stored.get(segment.seq) ?? new Uint8Array();
      if (offset !== have.length)
        throw new ApiError({ kind: 'http', method: 'PATCH', path: '/x', status: 409, code: 'segment_offset_mismatch', message: 'offset' });
      let body = new Uint8Array(await bytes.arrayBuffer());
      sent.bytes += body.length;
      if (options.damageFirst && !damaged) {
        damaged = true;
        body = body.map((byte, index) => (index === 0 ? byte ^ 0xff : byte));
      }
      const next = new Uint8Array(have.length + body.length);
      next.set(have);
      next.set(body, have.length);
      stored.set(segment.seq, next);
      // The network fails after the server stored the chunk: the client never hears the answer.
      if (options.dropAfterChunks !== undefined && chunks === options.dropAfterChunks)
        throw new ApiError({ kind: 'network', method: 'PATCH', path: '/x', message: 'network' });
      if (next.length === segment.size) {
        if ((await sha256Hex(next)) !== segment.sha256) {
          stored.delete(segment.seq);
          throw new ApiError({ kind: 'http', method: 'PATCH', path: '/x', status: 400, code: 'segment_mismatch', message: 'mismatch' });
        }
        hashes.set(segment.seq, segment.sha256);
      }
      return status(segment.seq, segment.size);
    },
  };
  return { api, stored, sent };
}

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, index) => (index * 31 + seed) % 251);
const noWait = { sleep: () => Promise.resolve(), delays: [0] };

describe('SegmentUploader: each segment hashed and sent with resume (docs/video.md)', () => {
  it('sends segments in order in chunks and lists them for the manifest', async () => {
    const server = fakeServer();
    const uploader = new SegmentUploader(server.api, noWait);
    const first = bytes(UPLOAD_CHUNK_BYTES + 1000, 1);
    const second = bytes(500, 2);
    uploader.enqueue(0, new Blob([first]));
    uploader.enqueue(1, new Blob([second]));
    const segments = await uploader.drain();
    expect(segments).toEqual([
      { seq: 0, size: first.length, sha256: await sha256Hex(first) },
      { seq: 1, size: second.length, sha256: await sha256Hex(second) },
    ]);
    expect(server.stored.get(0)).toEqual(first);
    expect(uploader.progress).toMatchObject({ waiting: 0, verified: 2, failed: false });
  });

  it('resumes after a drop where the server says the bytes stopped (not from the start)', async () => {
    const server = fakeServer({ dropAfterChunks: 1 });
    const uploader = new SegmentUploader(server.api, noWait);
    const data = bytes(UPLOAD_CHUNK_BYTES * 2 + 10, 3);
    uploader.enqueue(0, new Blob([data]));
    await uploader.drain();
    expect(server.stored.get(0)).toEqual(data);
    // Nothing was sent twice: the lost answer's chunk had arrived, and the upload went on after it.
    expect(server.sent.bytes).toBe(data.length);
  });

  it('sends a segment again from its start when the server found it damaged', async () => {
    const server = fakeServer({ damageFirst: true });
    const uploader = new SegmentUploader(server.api, noWait);
    const data = bytes(1000, 4);
    uploader.enqueue(0, new Blob([data]));
    await uploader.drain();
    expect(server.stored.get(0)).toEqual(data);
    expect(server.sent.bytes).toBe(2 * data.length);
  });

  it('gives up when the recording was closed', async () => {
    const uploader = new SegmentUploader(fakeServer({ closed: true }).api, noWait);
    uploader.enqueue(0, new Blob([bytes(10, 5)]));
    await expect(uploader.drain()).rejects.toMatchObject({ code: 'recording_closed' });
    expect(uploader.progress.failed).toBe(true);
  });
});
