import { createHash, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordingStore } from './recording-store.ts';

const sha = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

async function readAll(store: RecordingStore, key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of store.read(key)) parts.push(part);
  return Buffer.concat(parts);
}

/** Puts `bytes` in chunks of `chunk` bytes, in order, as the upload route does. */
async function upload(store: RecordingStore, key: string, bytes: Buffer, chunk: number): Promise<void> {
  for (let offset = 0; offset < bytes.length; offset += chunk) await store.putChunk(key, offset, bytes.subarray(offset, offset + chunk));
}

/**
 * What every recording store must do (recording-store.ts), run against each implementation:
 * chunks at their offsets make the segment, the hash is of the bytes as stored, a chunk sent
 * again after a drop changes nothing, a discarded segment is taken again from 0.
 */
export function recordingStoreContract(open: () => { store: RecordingStore; actId: number }): void {
  it('makes a segment of its chunks, hashes what it stored and reads it back', { timeout: 60_000 }, async () => {
    const { store, actId } = open();
    const bytes = randomBytes(256 * 1024 * 2 + 12_345);
    const key = store.keyOf(actId, 'rec-contract-a', 0);
    await upload(store, key, bytes, 256 * 1024);
    expect(await store.complete(key, bytes.length)).toEqual({ sha256: sha(bytes), size: bytes.length });
    expect((await readAll(store, key)).equals(bytes)).toBe(true);
  });

  it('keeps each segment under its own key', { timeout: 60_000 }, async () => {
    const { store, actId } = open();
    const first = randomBytes(1000);
    const second = randomBytes(2000);
    const keys = [store.keyOf(actId, 'rec-contract-b', 0), store.keyOf(actId, 'rec-contract-b', 1), store.keyOf(actId + 1, 'rec-contract-b', 0)];
    expect(new Set(keys).size).toBe(3);
    await upload(store, keys[0]!, first, 600);
    await upload(store, keys[1]!, second, 600);
    expect(await store.complete(keys[1]!, second.length)).toEqual({ sha256: sha(second), size: second.length });
    expect(await store.complete(keys[0]!, first.length)).toEqual({ sha256: sha(first), size: first.length });
  });

  it('takes a chunk sent again after a drop without changing the segment', { timeout: 60_000 }, async () => {
    const { store, actId } = open();
    const bytes = randomBytes(3000);
    const key = store.keyOf(actId, 'rec-contract-c', 0);
    await store.putChunk(key, 0, bytes.subarray(0, 1000));
    await store.putChunk(key, 0, bytes.subarray(0, 1000));
    await store.putChunk(key, 1000, bytes.subarray(1000));
    expect(await store.complete(key, bytes.length)).toEqual({ sha256: sha(bytes), size: bytes.length });
  });

  it('forgets a discarded segment: the bytes sent again from 0 are the ones kept', { timeout: 60_000 }, async () => {
    const { store, actId } = open();
    const wrong = randomBytes(3000);
    const right = randomBytes(3000);
    const key = store.keyOf(actId, 'rec-contract-d', 0);
    await upload(store, key, wrong, 1000);
    expect((await store.complete(key, wrong.length)).sha256).toBe(sha(wrong));
    await store.discard(key);
    await upload(store, key, right, 1000);
    expect(await store.complete(key, right.length)).toEqual({ sha256: sha(right), size: right.length });
    expect((await readAll(store, key)).equals(right)).toBe(true);
  });
}
