import type { ColumnType, Generated } from 'kysely';

/** One failed login of a pin (auth/login-lockout.ts counts them inside its window). */
export interface LoginFailuresTable {
  id: Generated<number>;
  pin: string;
  /** Epoch milliseconds. */
  failed_at: number;
  /** A guess, or a face check that saw no live person (auth/login-lockout.ts). */
  kind: ColumnType<LoginFailureKind, LoginFailureKind | undefined, never>;
}

export type LoginFailureKind = 'guess' | 'not_live';

/**
 * One face-check attempt of a login (liveness/nonce-store.ts). Only the SHA-256 of its nonce is
 * kept, like session tokens: a copy of the database holds no usable nonce.
 */
export interface LivenessAttemptsTable {
  /** base64url SHA-256 of the nonce. */
  nonce_hash: string;
  pin: string;
  passserial: string;
  passnum: string;
  /** Epoch milliseconds. */
  expires_at: number;
  /** 1 once the face check passed. */
  passed: Generated<number>;
}

/** A fixed-window request counter of one route and client (plugins/rate-limit-store.ts). */
export interface RateLimitBucketsTable {
  /** The route's bucket name, a colon, the client key (IP or user). */
  key: string;
  hits: number;
  /** Epoch milliseconds when the window ends and the count starts again. */
  reset_at: number;
}
