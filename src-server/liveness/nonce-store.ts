import { createHash, randomBytes } from 'node:crypto';
import { LIVENESS_NONCE_TTL_MS } from '../../src-domain/liveness/liveness-limits.ts';
import type { Db } from '../db/database.ts';
import { createExpirySweep } from '../db/expiry-sweep.ts';
import type { LivenessAttemptsTable } from '../db/tables/shared-state.ts';

/** One login attempt: the person it is for, and whether the face check has passed. */
export interface LivenessAttempt {
  nonce: string;
  pin: string;
  passserial: string;
  passnum: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** A liveness token was issued for it; the socket cannot be used again. */
  passed: boolean;
}

/** One-time nonces of login attempts. */
export interface NonceStore {
  issue(identity: Pick<LivenessAttempt, 'pin' | 'passserial' | 'passnum'>): Promise<LivenessAttempt>;
  /** The live attempt, or null when unknown, expired or consumed. */
  find(nonce: string): Promise<LivenessAttempt | null>;
  /** Records that the face check passed; false when the attempt is gone or had passed already. */
  markPassed(nonce: string): Promise<boolean>;
  /** Removes the attempt (used by the auth call); returns it if it was live. */
  consume(nonce: string): Promise<LivenessAttempt | null>;
}

export interface NonceStoreOptions {
  db: Db;
  ttlMs?: number;
  now?: () => number;
}

const SWEEP_INTERVAL_MS = 60_000;

/** What the table keeps instead of the nonce (as for session tokens: 256 random bits need no salt). */
function hashNonce(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url');
}

function attemptOf(nonce: string, row: Omit<LivenessAttemptsTable, 'nonce_hash' | 'passed'> & { passed: number }): LivenessAttempt {
  return { nonce, pin: row.pin, passserial: row.passserial, passnum: row.passnum, expiresAt: row.expires_at, passed: row.passed === 1 };
}

/**
 * The nonces in the database, so that a login can pass through any server process (docs/architecture.md,
 * Trust): the socket of one process finds the attempt another issued. Both changes are single
 * statements that only one caller can win: `markPassed` sets `passed` only where it is still 0
 * (two sockets on two processes cannot both earn a token for one attempt), and `consume` is a
 * `DELETE … RETURNING`, so of two processes handed the same nonce at once exactly one gets it.
 */
export function createNonceStore(options: NonceStoreOptions): NonceStore {
  const { db } = options;
  const ttlMs = options.ttlMs ?? LIVENESS_NONCE_TTL_MS;
  const now = options.now ?? Date.now;
  const sweep = createExpirySweep(SWEEP_INTERVAL_MS, now, (time) => db.deleteFrom('liveness_attempts').where('expires_at', '<=', time).execute());

  return {
    async issue({ pin, passserial, passnum }) {
      await sweep();
      // 256 bits from the CSPRNG, URL-safe.
      const nonce = randomBytes(32).toString('base64url');
      const expiresAt = now() + ttlMs;
      await db
        .insertInto('liveness_attempts')
        .values({ nonce_hash: hashNonce(nonce), pin, passserial, passnum, expires_at: expiresAt })
        .execute();
      return { nonce, pin, passserial, passnum, expiresAt, passed: false };
    },
    async find(nonce) {
      const row = await db
        .selectFrom('liveness_attempts')
        .selectAll()
        .where('nonce_hash', '=', hashNonce(nonce))
        .where('expires_at', '>', now())
        .executeTakeFirst();
      return row ? attemptOf(nonce, row) : null;
    },
    async markPassed(nonce) {
      const result = await db
        .updateTable('liveness_attempts')
        .set({ passed: 1 })
        .where('nonce_hash', '=', hashNonce(nonce))
        .where('passed', '=', 0)
        .where('expires_at', '>', now())
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async consume(nonce) {
      // An expired attempt is deleted too, and then refused.
      const row = await db.deleteFrom('liveness_attempts').where('nonce_hash', '=', hashNonce(nonce)).returningAll().executeTakeFirst();
      return row && row.expires_at > now() ? attemptOf(nonce, row) : null;
    },
  };
}
