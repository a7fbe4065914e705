import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { EACH_DIALECT } from '../test-support/each-dialect.ts';
import { createLoginLockout } from './login-lockout.ts';

const PIN = '31204842641014';

describe.each(EACH_DIALECT)('per-pin login lockout on $dialect (5 failures per 15 min)', ({ dialect, skip, open }) => {
  let db: Db;
  let close: () => Promise<void>;
  let time: number;
  const options = () => ({ db, maxFailures: 5, windowMs: 15 * 60_000, now: () => new Date(time) });

  beforeAll(async () => {
    if (!skip) ({ db, close } = await open('lockout'));
  });
  afterAll(() => close?.());
  beforeEach(async () => {
    time = Date.parse('2026-11-22T06:00:00Z');
    if (!skip) await db.deleteFrom('login_failures').execute();
  });

  it.skipIf(skip)('locks on the fifth failure and names the remaining wait', async () => {
    const lockout = createLoginLockout(options());
    for (let i = 0; i < 4; i += 1) {
      await lockout.recordFailure(PIN);
      time += 60_000;
    }
    expect(await lockout.retryAfterSeconds(PIN)).toBe(0);
    await lockout.recordFailure(PIN);
    // The first failure was 4 min ago: 11 min left.
    expect(await lockout.retryAfterSeconds(PIN)).toBe(11 * 60);
    time += 11 * 60_000 - 1000;
    expect(await lockout.retryAfterSeconds(PIN)).toBe(1);
    time += 1000;
    expect(await lockout.retryAfterSeconds(PIN)).toBe(0);
  });

  it.skipIf(skip)('is per pin, and a success clears it', async () => {
    const lockout = createLoginLockout(options());
    for (let i = 0; i < 5; i += 1) await lockout.recordFailure(PIN);
    expect(await lockout.retryAfterSeconds('40211922651010')).toBe(0);
    expect(await lockout.retryAfterSeconds(PIN)).toBe(900);
    await lockout.clear(PIN);
    expect(await lockout.retryAfterSeconds(PIN)).toBe(0);
  });

  it.skipIf(skip)('counts the failures of every lockout on the database: two server processes lock a pin together', async () => {
    const [first, second] = [createLoginLockout(options()), createLoginLockout(options())];
    await Promise.all([first, second, first, second, first].map((lockout) => lockout.recordFailure(PIN)));
    expect(await first.retryAfterSeconds(PIN)).toBe(900);
    expect(await second.retryAfterSeconds(PIN)).toBe(900);
  });

  it.skipIf(skip)(`deletes failures that left the window (${dialect})`, async () => {
    const lockout = createLoginLockout(options());
    await lockout.recordFailure('old');
    time += 15 * 60_000;
    // The sweep runs at most once a minute, at the next recorded failure.
    await lockout.recordFailure(PIN);
    expect(await db.selectFrom('login_failures').select('pin').execute()).toEqual([{ pin: PIN }]);
  });
});
