import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVENESS_NONCE_TTL_MS } from '../../src-domain/liveness/liveness-limits.ts';
import type { Db } from '../db/database.ts';
import { EACH_DIALECT } from '../test-support/each-dialect.ts';
import { createNonceStore } from './nonce-store.ts';

const PERSON = { pin: '31234567890123', passserial: 'AA', passnum: '1234567' };

describe.each(EACH_DIALECT)('NonceStore on $dialect (one nonce per login attempt)', ({ skip, open }) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (!skip) ({ db, close } = await open('nonces'));
  });
  afterAll(() => close?.());

  it.skipIf(skip)('issues distinct nonces bound to the person, valid for 5 minutes', async () => {
    let now = 1_000_000;
    const store = createNonceStore({ db, now: () => now });
    const a = await store.issue(PERSON);
    const b = await store.issue(PERSON);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.find(a.nonce)).toEqual({ ...PERSON, nonce: a.nonce, passed: false, expiresAt: 1_000_000 + LIVENESS_NONCE_TTL_MS });
    now += LIVENESS_NONCE_TTL_MS;
    expect(await store.find(a.nonce)).toBeNull();
    expect(await store.markPassed(a.nonce)).toBe(false);
    expect(await store.consume(a.nonce)).toBeNull();
  });

  it.skipIf(skip)('records a passed face check and is consumed once', async () => {
    const store = createNonceStore({ db });
    const { nonce } = await store.issue(PERSON);
    expect(await store.markPassed(nonce)).toBe(true);
    expect(await store.find(nonce)).toMatchObject({ passed: true });
    // A second socket passing the same attempt (on another process) earns no second token.
    expect(await store.markPassed(nonce)).toBe(false);
    expect(await store.consume(nonce)).toMatchObject({ passed: true, pin: PERSON.pin });
    expect(await store.consume(nonce)).toBeNull();
    expect(await store.find(nonce)).toBeNull();
  });

  it.skipIf(skip)('keeps only a hash of the nonce', async () => {
    const { nonce } = await createNonceStore({ db }).issue(PERSON);
    const stored = await db.selectFrom('liveness_attempts').select('nonce_hash').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.nonce_hash)).not.toContain(nonce);
  });

  it.skipIf(skip)('hands a nonce to one of two processes consuming it at once, never to both', async () => {
    const [first, second] = [createNonceStore({ db }), createNonceStore({ db })];
    for (let round = 0; round < 10; round += 1) {
      const { nonce } = await first.issue(PERSON);
      expect(await second.markPassed(nonce)).toBe(true);
      const taken = await Promise.all([first.consume(nonce), second.consume(nonce), first.consume(nonce), second.consume(nonce)]);
      expect(taken.filter((attempt) => attempt !== null)).toHaveLength(1);
    }
  });

  it.skipIf(skip)('deletes expired attempts when it next issues one', async () => {
    // Later than every attempt the other tests left: the first sweep takes those.
    let now = Date.parse('2096-01-01T00:00:00Z');
    const store = createNonceStore({ db, now: () => now });
    await store.issue(PERSON);
    now += LIVENESS_NONCE_TTL_MS + 60_000;
    const live = await store.issue(PERSON);
    expect(await db.selectFrom('liveness_attempts').select('expires_at').execute()).toEqual([{ expires_at: live.expiresAt }]);
  });
});
