import { randomBytes } from 'node:crypto';
import { LIVENESS_NONCE_TTL_MS } from '../../src-domain/liveness/liveness-limits.ts';

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

/**
 * One-time nonces of login attempts. In memory here; the interface is what a database-backed
 * store must offer (all methods async for that reason).
 */
export interface NonceStore {
  issue(identity: Pick<LivenessAttempt, 'pin' | 'passserial' | 'passnum'>): Promise<LivenessAttempt>;
  /** The live attempt, or null when unknown, expired or consumed. */
  find(nonce: string): Promise<LivenessAttempt | null>;
  /** Records that the face check passed; false when the attempt is gone. */
  markPassed(nonce: string): Promise<boolean>;
  /** Removes the attempt (used by the auth call); returns it if it was live. */
  consume(nonce: string): Promise<LivenessAttempt | null>;
}

export interface MemoryNonceStoreOptions {
  ttlMs?: number;
  now?: () => number;
  /** Oldest attempts are forgotten beyond this many (bounds memory under a flood of requests). */
  maxAttempts?: number;
}

export function createMemoryNonceStore(options: MemoryNonceStoreOptions = {}): NonceStore {
  const ttlMs = options.ttlMs ?? LIVENESS_NONCE_TTL_MS;
  const now = options.now ?? Date.now;
  const maxAttempts = options.maxAttempts ?? 10_000;
  const attempts = new Map<string, LivenessAttempt>();

  const live = (nonce: string): LivenessAttempt | null => {
    const attempt = attempts.get(nonce);
    if (!attempt) return null;
    if (attempt.expiresAt <= now()) {
      attempts.delete(nonce);
      return null;
    }
    return attempt;
  };
  const purge = () => {
    const time = now();
    for (const [nonce, attempt] of attempts) if (attempt.expiresAt <= time) attempts.delete(nonce);
    // Map iteration is insertion order: the first keys are the oldest.
    for (const nonce of attempts.keys()) {
      if (attempts.size < maxAttempts) break;
      attempts.delete(nonce);
    }
  };

  return {
    async issue({ pin, passserial, passnum }) {
      purge();
      // 256 bits from the CSPRNG, URL-safe.
      const attempt: LivenessAttempt = { nonce: randomBytes(32).toString('base64url'), pin, passserial, passnum, expiresAt: now() + ttlMs, passed: false };
      attempts.set(attempt.nonce, attempt);
      return { ...attempt };
    },
    async find(nonce) {
      const attempt = live(nonce);
      return attempt ? { ...attempt } : null;
    },
    async markPassed(nonce) {
      const attempt = live(nonce);
      if (attempt) attempt.passed = true;
      return attempt !== null;
    },
    async consume(nonce) {
      const attempt = live(nonce);
      attempts.delete(nonce);
      return attempt;
    },
  };
}
