import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, truncate } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { type RecordingStore, segmentName, type StoredSegment } from './recording-store.ts';

/**
 * Segment bytes as files under one directory (RECORDINGS_DIR). With several hosts it is a shared
 * folder all of them mount (NFS, CephFS…): chunks of one segment are written at their offsets
 * by whichever process takes them. Names are built only from ids the server made, and checked
 * to stay inside the directory.
 */
export class FolderRecordingStore implements RecordingStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  keyOf(actId: number, recordingId: string, seq: number): string {
    return join(String(actId), recordingId, segmentName(seq));
  }

  #absolute(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error('segment path outside the recordings directory');
    return path;
  }

  /** Writes `chunk` at `offset` and makes it durable before the row says it arrived. */
  async putChunk(key: string, offset: number, chunk: Buffer): Promise<void> {
    const path = this.#absolute(key);
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(path, offset === 0 ? 'w' : 'r+');
    try {
      await handle.write(chunk, 0, chunk.byteLength, offset);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** The file is the segment already: hashed as it lies on disk. */
  async complete(key: string): Promise<StoredSegment> {
    const hash = createHash('sha256');
    let size = 0;
    for await (const bytes of this.read(key)) {
      hash.update(bytes);
      size += bytes.byteLength;
    }
    return { sha256: hash.digest('hex'), size };
  }

  async discard(key: string): Promise<void> {
    await truncate(this.#absolute(key), 0).catch(() => undefined);
  }

  async *read(key: string): AsyncIterable<Buffer> {
    for await (const chunk of createReadStream(this.#absolute(key))) yield chunk as Buffer;
  }
}
