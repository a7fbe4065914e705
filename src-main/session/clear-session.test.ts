import { describe, expect, it } from 'vitest';
import { FakeSession } from '../fake-electron.test-support.ts';
import { clearWindowSession } from './clear-session.ts';

describe('clearWindowSession (kiosk idle wipe, main process part)', () => {
  it('clears every storage type and the HTTP cache of the session', async () => {
    const session = new FakeSession();
    await expect(clearWindowSession(session)).resolves.toBeNull();
    // No options: Electron then clears all storage types (cookies, local storage, IndexedDB …).
    expect(session.storageClears).toEqual([undefined]);
    expect(session.cacheClears).toBe(1);
  });

  it('still clears the cache when the storage clear fails, and reports the failure', async () => {
    const session = new FakeSession();
    session.failStorageClear = new Error('disk busy');
    const failure = await clearWindowSession(session).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AggregateError);
    expect((failure as AggregateError).errors).toEqual([session.failStorageClear]);
    expect(session.cacheClears).toBe(1);
  });
});
