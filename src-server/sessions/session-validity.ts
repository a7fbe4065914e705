/** The columns that decide whether a token still opens its session. */
export interface SessionState {
  expires_at: string;
  last_seen_at: string;
  idle_ms: number;
  revoked_at: string | null;
  superseded_at: string | null;
}

/** Why a presented token is refused; null when it still works. */
export type SessionEnd = 'revoked' | 'expired' | 'idle' | 'superseded' | null;

/**
 * The session rules in one place: revoked (logout, terms declined), past its absolute end, idle
 * too long, or a token replaced by rotation more than the grace window ago.
 */
export function sessionEnd(state: SessionState, now: Date, rotationGraceMs: number): SessionEnd {
  const time = now.getTime();
  if (state.revoked_at !== null) return 'revoked';
  if (Date.parse(state.expires_at) <= time) return 'expired';
  if (Date.parse(state.last_seen_at) + state.idle_ms <= time) return 'idle';
  if (state.superseded_at !== null && Date.parse(state.superseded_at) + rotationGraceMs <= time) return 'superseded';
  return null;
}
