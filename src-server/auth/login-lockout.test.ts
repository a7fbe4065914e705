import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { EACH_DIALECT } from '../test-support/each-dialect.ts';
import { createLoginLockout, type LoginLockout } from './login-lockout.ts';

const PIN = '31204842641014';

/** Seconds until the pin may try again, 0 when it may now. */
async function wait(lockout: LoginLockout, pin: string): Promise<number> {
  return (await lockout.lockOf(pin))?.seconds ?? 0;
}

const DAY = 24 * 60 * 60_000;

describe.each(EACH_DIALECT)('per-pin login lockout on $dialect (5 failures per 15 min, 10 not live per day)', ({ dialect, skip, open }) => {
  let db: Db;
  let close: () => Promise<void>;
  let time: number;
  const options = () => ({ db, maxFailures: 5, windowMs: 15 * 60_000, notLive: { maxFailures: 10, windowMs: DAY }, now: () => new Date(time) });

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
    expect(await wait(lockout, PIN)).toBe(0);
    await lockout.recordFailure(PIN);
    // The first failure was 4 min ago: 11 min left.
    expect(await wait(lockout, PIN)).toBe(11 * 60);
    time += 11 * 60_000 - 1000;
    expect(await wait(lockout, PIN)).toBe(1);
    time += 1000;
    expect(await wait(lockout, PIN)).toBe(0);
  });

  it.skipIf(skip)('is per pin, and a success clears it', async () => {
    const lockout = createLoginLockout(options());
    for (let i = 0; i < 5; i += 1) await lockout.recordFailure(PIN);
    expect(await wait(lockout, '40211922651010')).toBe(0);
    expect(await wait(lockout, PIN)).toBe(900);
    await lockout.clear(PIN);
    expect(await wait(lockout, PIN)).toBe(0);
  });

  it.skipIf(skip)('counts the failures of every lockout on the database: two server processes lock a pin together', async () => {
    const [first, second] = [createLoginLockout(options()), createLoginLockout(options())];
    await Promise.all([first, second, first, second, first].map((lockout) => lockout.recordFailure(PIN)));
    expect(await wait(first, PIN)).toBe(900);
    expect(await wait(second, PIN)).toBe(900);
  });

  it.skipIf(skip)(`deletes failures that left the window (${dialect})`, async () => {
    const lockout = createLoginLockout(options());
    await lockout.recordFailure('old');
    time += 15 * 60_000;
    // The sweep runs at most once a minute, at the next recorded failure.
    await lockout.recordFailure(PIN);
    expect(await db.selectFrom('login_failures').select('pin').execute()).toEqual([{ pin: PIN }]);
  });
  it.skipIf(skip)('locks for the day at the tenth face check that saw no live person, and a success does not forget them', async () => {
    const lockout = createLoginLockout(options());
    // Two an hour: never five within 15 minutes, so only the day's count can lock.
    for (let i = 0; i < 9; i += 1) {
      await lockout.recordFailure(PIN, 'not_live');
      time += 30 * 60_000;
    }
    expect(await lockout.lockOf(PIN)).toBeNull();
    // The person's own successful login forgets guesses only.
    await lockout.recordFailure(PIN, 'guess');
    await lockout.clear(PIN);
    await lockout.recordFailure(PIN, 'not_live');
    // The first was 4.5 h ago: 19.5 h left, said in hours by the route (pin-lock.ts).
    expect(await lockout.lockOf(PIN)).toEqual({ seconds: 19.5 * 3600, reason: 'not_live' });
    time += 19.5 * 3600_000;
    expect(await lockout.lockOf(PIN)).toBeNull();
    // The sweep keeps a not-live refusal for its day, a guess for its 15 minutes.
    await lockout.recordFailure('other', 'guess');
    time += 15 * 60_000 + 60_000;
    await lockout.recordFailure('other', 'not_live');
    const kept = await db.selectFrom('login_failures').select(['pin', 'kind']).where('pin', '=', 'other').execute();
    expect(kept).toEqual([{ pin: 'other', kind: 'not_live' }]);
    expect(await db.selectFrom('login_failures').select('kind').where('pin', '=', PIN).execute()).toHaveLength(9);
  });

  it.skipIf(skip)('says which lock binds: five quick refusals lock for the short window first', async () => {
    const lockout = createLoginLockout(options());
    for (let i = 0; i < 5; i += 1) await lockout.recordFailure(PIN, 'not_live');
    expect(await lockout.lockOf(PIN)).toEqual({ seconds: 900, reason: 'guesses' });
  });
});
