import type { Db } from '../db/database.ts';
import type { LoginFailureKind } from '../db/tables/shared-state.ts';
import { createExpirySweep } from '../db/expiry-sweep.ts';

/** A sliding window: the pin is locked while `maxFailures` failures lie within the last `windowMs`. */
export interface FailureWindow {
  maxFailures: number;
  windowMs: number;
}

export interface LoginLockoutOptions extends FailureWindow {
  db: Db;
  /** Face checks that saw a picture, a screen or a recording, counted over a longer window too. */
  notLive: FailureWindow;
  now: () => Date;
}

/**
 * Five failures of any kind in 15 minutes lock a pin for the rest of those 15 minutes (against
 * guessing a passport for a known pin). Ten face checks that saw no live person in a day lock it
 * for the rest of that day: each such attempt passes a recording with a chance of at most
 * 1/1000 (docs/liveness.md), so an attacker retrying a recording gets ten a day, not 480
 * (docs/decisions/0062-not-live-refusals-lock-a-day.md).
 */
export const DEFAULT_LOGIN_LOCKOUT = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  notLive: { maxFailures: 10, windowMs: 24 * 60 * 60_000 },
} as const;

/** Why a pin is locked, and for how long. */
export interface PinLock {
  seconds: number;
  /** `not_live`: the day's face checks that saw no live person; `guesses`: the short window. */
  reason: 'guesses' | 'not_live';
}

/** Failed logins per pin, by kind (login_failures rows). */
export interface LoginLockout {
  /** The lock on the pin, or null when it may try. */
  lockOf(pin: string): Promise<PinLock | null>;
  recordFailure(pin: string, kind?: LoginFailureKind): Promise<void>;
  /** A successful login forgets the pin's guesses; its face checks that saw no live person stay counted for their day. */
  clear(pin: string): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * The failures are rows in the database, one per failed login, so every server process on it
 * counts the same ones (docs/architecture.md, Trust): recording is a single INSERT, nothing is read
 * and written back, and no failure is lost when two processes record at once.
 */
export function createLoginLockout(options: LoginLockoutOptions): LoginLockout {
  const { db, notLive } = options;
  const now = () => options.now().getTime();
  const sweep = createExpirySweep(SWEEP_INTERVAL_MS, now, (time) =>
    db
      .deleteFrom('login_failures')
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'guess'), eb('failed_at', '<=', time - options.windowMs)]),
          eb('failed_at', '<=', time - Math.max(options.windowMs, notLive.windowMs)),
        ]),
      )
      .execute(),
  );

  /** Seconds until the oldest of the window's last `maxFailures` failures leaves it, or 0. */
  async function wait(pin: string, window: FailureWindow, time: number, kind?: LoginFailureKind): Promise<number> {
    let query = db
      .selectFrom('login_failures')
      .select('failed_at')
      .where('pin', '=', pin)
      .where('failed_at', '>', time - window.windowMs);
    if (kind) query = query.where('kind', '=', kind);
    const recent = await query.orderBy('failed_at', 'desc').limit(window.maxFailures).execute();
    const oldest = recent[window.maxFailures - 1];
    if (oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest.failed_at + window.windowMs - time) / 1000));
  }

  return {
    async lockOf(pin) {
      const time = now();
      const [guesses, notLiveWait] = await Promise.all([wait(pin, options, time), wait(pin, notLive, time, 'not_live')]);
      if (notLiveWait > 0 && notLiveWait >= guesses) return { seconds: notLiveWait, reason: 'not_live' };
      return guesses > 0 ? { seconds: guesses, reason: 'guesses' } : null;
    },
    async recordFailure(pin, kind = 'guess') {
      await sweep();
      await db.insertInto('login_failures').values({ pin, failed_at: now(), kind }).execute();
    },
    async clear(pin) {
      await db.deleteFrom('login_failures').where('pin', '=', pin).where('kind', '=', 'guess').execute();
    },
  };
}
