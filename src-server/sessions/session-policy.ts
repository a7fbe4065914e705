import { KIOSK_CLIENT_MODE } from '../../src-domain/auth/auth-routes.ts';
import type { SessionClientMode } from '../db/tables/sessions.ts';

export interface SessionLifetime {
  /** No authenticated request for this long ends the session. */
  idleMs: number;
  /** The session ends this long after login, however active. */
  absoluteMs: number;
}

export interface SessionPolicy {
  browser: SessionLifetime;
  kiosk: SessionLifetime;
  /**
   * How long a rotated-away token keeps working. Every 200 carries a new token (spec §7); calls
   * already in flight with the previous one (parallel queries, a slow upload) must not log the
   * user out, so the previous token is honoured this long after it was replaced.
   */
  rotationGraceMs: number;
}

/**
 * Browser: a working day of 12 h at most, 30 min without a call ends it. Kiosk: a public
 * terminal wipes its own session after 120 s idle (docs/architecture.md, Kiosk behaviour); the
 * server backs that up with 5 min idle and 2 h at most, in case the wipe never ran.
 */
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  browser: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
  kiosk: { idleMs: 5 * 60_000, absoluteMs: 2 * 3_600_000 },
  rotationGraceMs: 30_000,
};

/** The `X-Client-Mode` header as a session's mode: only the exact kiosk value counts. */
export function clientModeOf(header: string | string[] | undefined): SessionClientMode {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() === KIOSK_CLIENT_MODE ? 'kiosk' : 'browser';
}
