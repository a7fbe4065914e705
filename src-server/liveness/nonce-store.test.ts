import { describe, expect, it } from 'vitest';
import { LIVENESS_NONCE_TTL_MS } from '../../src-domain/liveness/liveness-limits.ts';
import { createMemoryNonceStore } from './nonce-store.ts';

const PERSON = { pin: '31234567890123', passserial: 'AA', passnum: '1234567' };

describe('memory NonceStore (one nonce per login attempt)', () => {
  it('issues distinct nonces bound to the person, valid for 5 minutes', async () => {
    let now = 1_000_000;
    const store = createMemoryNonceStore({ now: () => now });
    const a = await store.issue(PERSON);
    const b = await store.issue(PERSON);
    expect(a.nonce).not.toBe(b.nonce);
    expect(await store.find(a.nonce)).toMatchObject({ ...PERSON, passed: false, expiresAt: 1_000_000 + LIVENESS_NONCE_TTL_MS });
    now += LIVENESS_NONCE_TTL_MS;
    expect(await store.find(a.nonce)).toBeNull();
    expect(await store.markPassed(a.nonce)).toBe(false);
  });

  it('records a passed face check and is consumed once', async () => {
    const store = createMemoryNonceStore();
    const { nonce } = await store.issue(PERSON);
    expect(await store.markPassed(nonce)).toBe(true);
    expect(await store.consume(nonce)).toMatchObject({ passed: true, pin: PERSON.pin });
    expect(await store.consume(nonce)).toBeNull();
    expect(await store.find(nonce)).toBeNull();
  });

  it('hands out copies: callers cannot change a stored attempt', async () => {
    const store = createMemoryNonceStore();
    const attempt = await store.issue(PERSON);
    attempt.passed = true;
    expect((await store.find(attempt.nonce))?.passed).toBe(false);
  });

  it('forgets the oldest attempts beyond its capacity', async () => {
    const store = createMemoryNonceStore({ maxAttempts: 2 });
    const first = await store.issue(PERSON);
    await store.issue(PERSON);
    await store.issue(PERSON);
    expect(await store.find(first.nonce)).toBeNull();
  });
});
