import type { Db } from '../db/database.ts';
import { transactionWithoutFlush, withoutFlush } from '../db/without-flush.ts';
import type { SessionClientMode } from '../db/tables/sessions.ts';
import type { SessionLifetime } from './session-policy.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

/** Who opened a session from where, kept for audit. */
export interface SessionAudit {
  ip: string | null;
  userAgent: string | null;
}

const AUDIT_TEXT_MAX = 500;

function auditText(value: string | null): string | null {
  return value === null ? null : value.slice(0, AUDIT_TEXT_MAX);
}

async function addToken(db: Db, sessionId: number, now: Date): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('session_tokens')
    .values({ token_hash: hashSessionToken(token), session_id: sessionId, created_at: now.toISOString(), superseded_at: null })
    .execute();
  return token;
}

/** Opens a session for a user who just logged in; returns its first bearer token. */
export async function openSession(
  db: Db,
  input: { userId: number; clientMode: SessionClientMode; lifetime: SessionLifetime; audit: SessionAudit },
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('sessions')
      .values({
        user_id: input.userId,
        client_mode: input.clientMode,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + input.lifetime.absoluteMs).toISOString(),
        idle_ms: input.lifetime.idleMs,
        revoked_at: null,
        revoke_reason: null,
        ip: auditText(input.audit.ip),
        user_agent: auditText(input.audit.userAgent),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return addToken(trx, id, now);
  });
}

/** Records activity for the idle rule; an answer that is not a 200 (no new token) still counts. */
export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await withoutFlush(db, (conn) => conn.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', sessionId).execute());
}

/**
 * Replaces the presented token with a new one (spec §7: every 200 carries a fresh token). The
 * presented token keeps working for the grace window. Tokens handed out to parallel calls and
 * never presented are retired the same way once they are older than the window, so a session
 * holds only a few live tokens however the calls interleave. The session's activity is recorded
 * in the same transaction when `recordActivity` (session-activity.ts): one durable commit per
 * signed-in 200 instead of two (bench/acts.ts), and one that does not wait for the disk: a power
 * cut that loses it only costs the person a new login (docs/decisions/0061-session-writes-without-flush.md).
 */
export async function rotateSessionToken(
  db: Db,
  sessionId: number,
  presentedHash: string,
  graceMs: number,
  now: Date,
  options: { recordActivity: boolean },
): Promise<string> {
  const stale = new Date(now.getTime() - graceMs).toISOString();
  return transactionWithoutFlush(db, async (trx) => {
    if (options.recordActivity) await trx.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', sessionId).execute();
    await trx
      .updateTable('session_tokens')
      .set({ superseded_at: now.toISOString() })
      .where('session_id', '=', sessionId)
      .where('superseded_at', 'is', null)
      .where((eb) => eb.or([eb('token_hash', '=', presentedHash), eb('created_at', '<=', stale)]))
      .execute();
    return addToken(trx, sessionId, now);
  });
}

/** Ends a session and every token of it (logout, terms declined). */
export async function revokeSession(db: Db, sessionId: number, reason: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString(), revoke_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx.deleteFrom('session_tokens').where('session_id', '=', sessionId).execute();
  });
}

/**
 * Ends every open session of a user and drops their tokens (the user's "log out everywhere",
 * an administrator's "end all sessions", or the account blocked or deleted). Returns how many sessions it ended. Works inside
 * the caller's transaction, so the change that caused it and the end commit together.
 */
export async function revokeUserSessions(db: Db, userId: number, reason: string, now: Date): Promise<number> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString(), revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  await db
    .deleteFrom('session_tokens')
    .where('session_id', 'in', (eb) => eb.selectFrom('sessions').select('id').where('user_id', '=', userId))
    .execute();
  return Number(ended.numUpdatedRows);
}

/**
 * Forgets tokens that can no longer open anything: rotated away longer ago than the grace
 * window, or belonging to a session past its absolute end. Session rows stay for audit.
 */
export async function pruneSessionTokens(db: Db, graceMs: number, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - graceMs).toISOString();
  await db.deleteFrom('session_tokens').where('superseded_at', '<=', stale).execute();
  await db
    .deleteFrom('session_tokens')
    .where('session_id', 'in', (eb) => eb.selectFrom('sessions').select('id').where('expires_at', '<=', now.toISOString()))
    .execute();
}
