import { UPLOAD_CHUNK_BYTES, type SegmentStatus } from '../../../../src-domain/http/routes/video-recordings.ts';
import type { ManifestSegment } from '../../../../src-domain/video/recording-manifest.ts';
import { isApiError } from '../../../api/api-error.ts';
import { sha256Hex } from './sha256.ts';

/** The server side of the upload (api/recordings.ts; tests give fakes). */
export interface UploadApi {
  status(seq: number): Promise<SegmentStatus>;
  chunk(segment: ManifestSegment, offset: number, bytes: Blob): Promise<SegmentStatus>;
}

export interface UploadProgress {
  /** Segments recorded and not yet verified by the server. */
  readonly waiting: number;
  /** Segments the server verified against their hash. */
  readonly verified: number;
  readonly bytes: number;
  /** The connection failed and the uploader is waiting to resume. */
  readonly retrying: boolean;
  /** Gave up: the recording was closed or taken away (403, 404, 409 closed). */
  readonly failed: boolean;
}

export interface UploaderOptions {
  sleep?: (ms: number) => Promise<void>;
  /** Back-off between attempts after a failure, ms; the last one repeats. */
  delays?: readonly number[];
}

const DEFAULT_DELAYS = [500, 1_000, 2_000, 4_000, 8_000];

/** Failures that waiting cannot fix: the recording is gone, closed or not ours. */
function isFatal(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false;
  return error.code === 'recording_closed' || error.code === 'recording_not_found' || error.status === 403 || error.status === 418;
}

/**
 * Uploads a recording's segments in order, each SHA-256-hashed and sent in chunks at the offset
 * the server holds (tus-like, docs/video.md). When the connection drops it waits, asks the server
 * how much arrived and goes on from there; a segment the server found damaged is sent again from
 * its start. `drain()` resolves with the manifest's segments once all are verified.
 */
export class SegmentUploader {
  readonly #api: UploadApi;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #delays: readonly number[];
  readonly #queue: { seq: number; blob: Blob }[] = [];
  readonly #done: ManifestSegment[] = [];
  readonly #listeners = new Set<(progress: UploadProgress) => void>();
  #running: Promise<void> | null = null;
  #retrying = false;
  #failed: unknown = null;
  #bytes = 0;

  constructor(api: UploadApi, options: UploaderOptions = {}) {
    this.#api = api;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.#delays = options.delays ?? DEFAULT_DELAYS;
  }

  get progress(): UploadProgress {
    return { waiting: this.#queue.length, verified: this.#done.length, bytes: this.#bytes, retrying: this.#retrying, failed: this.#failed !== null };
  }

  subscribe(listener: (progress: UploadProgress) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  enqueue(seq: number, blob: Blob): void {
    this.#queue.push({ seq, blob });
    this.#changed();
    this.#running ??= this.#run().finally(() => (this.#running = null));
  }

  /** Every segment given so far, verified, in order; rejects if the upload had to give up. */
  async drain(): Promise<ManifestSegment[]> {
    while (this.#running) await this.#running;
    if (this.#failed !== null) throw this.#failed;
    return [...this.#done].sort((a, b) => a.seq - b.seq);
  }

  #changed(): void {
    const progress = this.progress;
    for (const listener of this.#listeners) listener(progress);
  }

  async #run(): Promise<void> {
    for (;;) {
      const next = this.#queue[0];
      if (!next || this.#failed !== null) return;
      try {
        this.#done.push(await this.#upload(next.seq, next.blob));
        this.#queue.shift();
        this.#bytes += next.blob.size;
      } catch (error) {
        this.#failed = error;
      }
      this.#changed();
    }
  }

  async #upload(seq: number, blob: Blob): Promise<ManifestSegment> {
    const segment: ManifestSegment = { seq, size: blob.size, sha256: await sha256Hex(await blob.arrayBuffer()) };
    let offset = 0;
    let failures = 0;
    for (;;) {
      try {
        while (offset < segment.size) {
          const status = await this.#api.chunk(segment, offset, blob.slice(offset, Math.min(offset + UPLOAD_CHUNK_BYTES, segment.size)));
          this.#setRetrying(false);
          failures = 0;
          if (status.verified) return segment;
          offset = status.received;
        }
        const status = await this.#api.status(seq);
        if (status.verified) return segment;
        offset = status.received;
      } catch (error) {
        if (isFatal(error)) throw error;
        if (isApiError(error) && error.code === 'segment_mismatch') {
          // Damaged on the way: the server emptied it; send it again from the start.
          offset = 0;
          continue;
        }
        this.#setRetrying(true);
        await this.#sleep(this.#delays[Math.min(failures, this.#delays.length - 1)] ?? 1_000);
        failures += 1;
        offset = await this.#resumeOffset(seq, offset);
      }
    }
  }

  /** After a failure: where the server says the segment stands (or where we were, if it cannot say). */
  async #resumeOffset(seq: number, fallback: number): Promise<number> {
    try {
      const status = await this.#api.status(seq);
      return status.verified ? status.length : status.received;
    } catch (error) {
      if (isFatal(error)) throw error;
      return fallback;
    }
  }

  #setRetrying(value: boolean): void {
    if (this.#retrying === value) return;
    this.#retrying = value;
    this.#changed();
  }
}
