import type { Generated } from 'kysely';

export type SessionClientMode = 'browser' | 'kiosk';

/**
 * A login session of a portal user. Lifetimes are copied from the policy at login, so a later
 * policy change does not stretch sessions already open. Rows outlive their tokens for audit.
 */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  client_mode: SessionClientMode;
  created_at: string;
  /** Last authenticated request; idle expiry counts from here. */
  last_seen_at: string;
  /** Absolute end, whatever the activity. */
  expires_at: string;
  idle_ms: number;
  revoked_at: string | null;
  /** `logout`, `terms_declined`, … */
  revoke_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

/**
 * The bearer tokens of a session, one per rotation. Only the SHA-256 of a token is stored, so a
 * copy of the database does not hold a single live token.
 */
export interface SessionTokensTable {
  /** base64url SHA-256 of the token. */
  token_hash: string;
  session_id: number;
  created_at: string;
  /** Set when a newer token replaced it; it still works for the rotation grace window. */
  superseded_at: string | null;
}
