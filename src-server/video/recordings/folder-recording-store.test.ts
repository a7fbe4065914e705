import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderRecordingStore } from './folder-recording-store.ts';
import { recordingStoreContract } from './recording-store.test-support.ts';

describe('recordings in a shared folder (RECORDINGS_DIR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'enotary-recordings-'));
  let next = 1;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  recordingStoreContract(() => ({ store: new FolderRecordingStore(dir), actId: next++ * 10 }));

  it('never reaches outside its folder', async () => {
    const store = new FolderRecordingStore(dir);
    await expect(store.putChunk('../escaped.webm', 0, Buffer.from('x'))).rejects.toThrow(/outside the recordings directory/);
    expect(store.keyOf(7, 'abc', 3)).toBe(join('7', 'abc', '000003.webm'));
  });
});
