import type { Db } from '../db/database.ts';
import { createExpirySweep } from '../db/expiry-sweep.ts';

export interface LoginLockoutOptions {
  db: Db;
  /** Failed logins of one pin within `windowMs` that lock it. */
  maxFailures: number;
  windowMs: number;
  now: () => Date;
}

export const DEFAULT_LOGIN_LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

/**
 * Failed logins per pin (against guessing a passport for a known pin). A sliding window: the pin
 * is locked while `maxFailures` failures lie within the last `windowMs`, and unlocks when the
 * oldest of them leaves the window.
 */
export interface LoginLockout {
  /** Seconds until the pin may try again, or 0 when it is not locked. */
  retryAfterSeconds(pin: string): Promise<number>;
  recordFailure(pin: string): Promise<void>;
  /** A successful login forgets the pin's failures. */
  clear(pin: string): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * The failures are rows in the database, one per failed login, so every server process on it
 * counts the same ones (docs/architecture.md, Trust): recording is a single INSERT, nothing is read
 * and written back, and no failure is lost when two processes record at once.
 */
export function createLoginLockout(options: LoginLockoutOptions): LoginLockout {
  const { db, maxFailures, windowMs } = options;
  const now = () => options.now().getTime();
  const sweep = createExpirySweep(SWEEP_INTERVAL_MS, now, (time) =>
    db
      .deleteFrom('login_failures')
      .where('failed_at', '<=', time - windowMs)
      .execute(),
  );

  return {
    async retryAfterSeconds(pin) {
      const time = now();
      const recent = await db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('pin', '=', pin)
        .where('failed_at', '>', time - windowMs)
        .orderBy('failed_at', 'desc')
        .limit(maxFailures)
        .execute();
      const oldest = recent[maxFailures - 1];
      if (oldest === undefined) return 0;
      return Math.max(1, Math.ceil((oldest.failed_at + windowMs - time) / 1000));
    },
    async recordFailure(pin) {
      await sweep();
      await db.insertInto('login_failures').values({ pin, failed_at: now() }).execute();
    },
    async clear(pin) {
      await db.deleteFrom('login_failures').where('pin', '=', pin).execute();
    },
  };
}
