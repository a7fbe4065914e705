import type { Db } from '../db/database.ts';
import type { SessionClientMode } from '../db/tables/sessions.ts';
import { sessionEnd } from './session-validity.ts';

/** A session a presented token opens, with the user it belongs to. */
export interface LiveSession {
  sessionId: number;
  tokenHash: string;
  clientMode: SessionClientMode;
  /** The session's recorded activity, for the idle rule and session-activity.ts. */
  lastSeenAt: string;
  userId: number;
  pin: string;
  roles: string[];
  /** The token was already replaced and works only in its rotation grace window. */
  superseded: boolean;
}

/**
 * The live session of a token hash, or null when the token is unknown, rotated away, or its
 * session ended; also null when an administrator disabled or deleted the account meanwhile.
 */
export async function findLiveSession(db: Db, tokenHash: string, rotationGraceMs: number, now: Date): Promise<LiveSession | null> {
  const row = await db
    .selectFrom('session_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      't.superseded_at',
      's.id',
      's.client_mode',
      's.expires_at',
      's.last_seen_at',
      's.idle_ms',
      's.revoked_at',
      'u.id as user_id',
      'u.pin',
      'u.active',
      'u.deleted',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.active !== 1 || row.deleted !== 0) return null;
  if (sessionEnd(row, now, rotationGraceMs) !== null) return null;
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', row.user_id).orderBy('role').execute();
  return {
    sessionId: row.id,
    tokenHash,
    clientMode: row.client_mode,
    lastSeenAt: row.last_seen_at,
    userId: row.user_id,
    pin: row.pin,
    roles: roles.map((r) => r.role),
    superseded: row.superseded_at !== null,
  };
}
