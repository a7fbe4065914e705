import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Radosgw, skipWithoutRadosgw, startRadosgw } from '../../test-support/radosgw.ts';
import { recordingStoreContract } from './recording-store.test-support.ts';
import { S3RecordingStore } from './s3-recording-store.ts';

/**
 * The S3-compatible store against a real S3-compatible server: Ceph 16's radosgw from Debian's packages, a
 * one-node cluster this test starts and removes (src-server/test-support/radosgw.ts). CI installs
 * Ceph and must run it; elsewhere it is skipped without the packages or root.
 */
describe.skipIf(skipWithoutRadosgw)('recordings in an S3-compatible store (radosgw)', () => {
  let radosgw: Radosgw | null = null;
  let store: S3RecordingStore;
  let next = 1;
  beforeAll(async () => {
    radosgw = await startRadosgw({ monPort: Number(process.env.TEST_RADOSGW_PORT ?? 8696), rgwPort: Number(process.env.TEST_RADOSGW_PORT ?? 8696) + 1 });
    store = new S3RecordingStore(radosgw.config);
  }, 240_000);
  afterAll(async () => radosgw?.stop(), 60_000);

  recordingStoreContract(() => ({ store, actId: next++ * 10 }));

  it('puts a segment over 8 MiB up in parts (multipart) and reads it back whole', { timeout: 120_000 }, async () => {
    const bytes = randomBytes(20 * 1024 * 1024 + 12_345);
    const key = store.keyOf(999, 'rec-multipart', 0);
    for (let offset = 0; offset < bytes.length; offset += 256 * 1024) await store.putChunk(key, offset, bytes.subarray(offset, offset + 256 * 1024));
    expect(await store.complete(key, bytes.length)).toEqual({ sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length });
    const parts: Buffer[] = [];
    for await (const part of store.read(key)) parts.push(part);
    expect(Buffer.concat(parts).equals(bytes)).toBe(true);
  });

  it('refuses to complete a segment with a gap or missing bytes', { timeout: 60_000 }, async () => {
    const key = store.keyOf(998, 'rec-gap', 0);
    await store.putChunk(key, 0, randomBytes(1000));
    await store.putChunk(key, 2000, randomBytes(1000));
    await expect(store.complete(key, 3000)).rejects.toThrow(/chunk at 2000, expected 1000/);
    const short = store.keyOf(998, 'rec-short', 0);
    await store.putChunk(short, 0, randomBytes(1000));
    await expect(store.complete(short, 3000)).rejects.toThrow(/1000 bytes in its chunks, expected 3000/);
  });
});
