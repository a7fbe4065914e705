import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, truncate } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Segment bytes on disk under the recordings directory (rows say which file is whose). Names
 * are built only from ids the server made, and checked to stay inside the directory.
 */
export class SegmentFiles {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  relativePath(actId: number, recordingId: string, seq: number): string {
    return join(String(actId), recordingId, `${String(seq).padStart(6, '0')}.webm`);
  }

  absolute(relative: string): string {
    const path = resolve(this.root, relative);
    if (!path.startsWith(this.root + sep)) throw new Error('segment path outside the recordings directory');
    return path;
  }

  /** Writes `chunk` at `offset` and makes it durable before the row says it arrived. */
  async writeAt(relative: string, offset: number, chunk: Buffer): Promise<void> {
    const path = this.absolute(relative);
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(path, offset === 0 ? 'w' : 'r+');
    try {
      await handle.write(chunk, 0, chunk.byteLength, offset);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async reset(relative: string): Promise<void> {
    await truncate(this.absolute(relative), 0).catch(() => undefined);
  }

  async sha256(relative: string): Promise<{ hash: string; size: number }> {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of createReadStream(this.absolute(relative))) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      size += bytes.byteLength;
    }
    return { hash: hash.digest('hex'), size };
  }

  stream(relative: string): NodeJS.ReadableStream {
    return createReadStream(this.absolute(relative));
  }
}
