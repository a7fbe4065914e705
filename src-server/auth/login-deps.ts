import type { Db } from '../db/database.ts';
import type { CivilRegistry } from '../registries/civil-registry.ts';
import type { LoginLockout } from './login-lockout.ts';

/** What every step of the login (pre-check, liveness attempt, auth) needs. */
export interface LoginDeps {
  db: Db;
  civil: CivilRegistry;
  lockout: LoginLockout;
  now: () => Date;
}

/** Requests per client IP and minute on each login route (docs/liveness.md: against brute force). */
export interface LoginRateLimit {
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 20, timeWindowMs: 60_000 };
