import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { VideoAttemptResponse } from '../../src-domain/http/routes/video-room.ts';
import type { FaceCheckReason } from '../../src-domain/video/reidentification.ts';
import type { ActRow } from '../acts/act-rows.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { NonceStore } from '../liveness/nonce-store.ts';
import type { LivenessTokenSigner } from '../liveness/token-signer.ts';
import { verifyLivenessToken } from '../liveness/verify-liveness-token.ts';
import type { CivilRegistry } from '../registries/civil-registry.ts';
import type { RoomRole } from './video-history.ts';

export interface RoomIdentityDeps {
  db: Db;
  civil: CivilRegistry;
  /** The liveness service's own nonces and signer: the face socket serves room checks as logins. */
  nonces: NonceStore;
  signer: LivenessTokenSigner;
}

/**
 * A face check bound to this person and this join of the act's room (docs/video.md): a
 * liveness attempt for the person's registry identity (the same service as the login, so it is
 * matched to that person), remembered with a fresh join id. Only the `join` frame carrying
 * both the join id and the passed check's jwt uses it, once.
 */
export async function issueRoomAttempt(
  deps: RoomIdentityDeps,
  act: ActRow,
  who: { pin: string; role: RoomRole },
  reason: FaceCheckReason,
  now: Date,
): Promise<VideoAttemptResponse> {
  const person = await deps.civil.findPerson(who.pin);
  if (!person) throw new ApiError('identity_not_confirmed_video');
  const attempt = await deps.nonces.issue({ pin: who.pin, passserial: person.document.series, passnum: person.document.number });
  const joinId = randomBytes(18).toString('base64url');
  await deps.db
    .insertInto('video_identity_checks')
    .values({
      act_id: act.id,
      pin: who.pin,
      role: who.role,
      join_id: joinId,
      nonce: attempt.nonce,
      reason,
      issued_at: now.toISOString(),
      passed_at: null,
      held_at: null,
      visit_number: act.visit_number,
    })
    .execute();
  return { nonce: attempt.nonce, joinId, expiresInMs: Math.max(0, attempt.expiresAt - now.getTime()) };
}

/** What a join's face check comes to: a seat may be taken with it, or not. */
export type RoomIdentity =
  | { readonly ok: true; readonly checkId: number; readonly reason: FaceCheckReason; readonly firstUse: boolean }
  /** `askAgain`: the check was good but is spent or held too long ago; a new face check will do. */
  | { readonly ok: false; readonly askAgain: boolean };

/**
 * The face check of a join, verified: the join id is this person's for this act, the jwt is the
 * liveness service's for exactly that attempt, passed, for this person's face (the liveness
 * attempt is consumed then, as a login's). The check itself is spent only when the seat is taken
 * (`spendRoomIdentity`): until then — the person reading the recording announcement — a
 * connection lost and made again brings the same check back, accepted within `gapMs` of the loss
 * (docs/video.md). Anything else is spec §8 "identity not confirmed for video mode".
 */
export async function verifyRoomIdentity(
  deps: RoomIdentityDeps,
  act: ActRow,
  pin: string,
  joinId: string,
  faceJwt: string,
  now: Date,
  gapMs: number,
): Promise<RoomIdentity> {
  const refused = { ok: false, askAgain: false } as const;
  const check = await deps.db
    .selectFrom('video_identity_checks')
    .selectAll()
    .where('join_id', '=', joinId)
    .where('act_id', '=', act.id)
    .where('visit_number', '=', act.visit_number)
    .where('pin', '=', pin)
    .executeTakeFirst();
  if (!check) return refused;
  let nonce: unknown;
  try {
    nonce = decodeJwt(faceJwt).nonce;
  } catch {
    return refused;
  }
  if (nonce !== check.nonce) return refused;
  if (check.passed_at !== null) return { ok: false, askAgain: true };
  if (check.held_at !== null)
    return now.getTime() - new Date(check.held_at).getTime() <= gapMs
      ? { ok: true, checkId: check.id, reason: check.reason, firstUse: false }
      : { ok: false, askAgain: true };
  const verification = await verifyLivenessToken({ signer: deps.signer, nonces: deps.nonces }, faceJwt, { pin });
  if (!verification.ok) return refused;
  const marked = await deps.db
    .updateTable('video_identity_checks')
    .set({ held_at: now.toISOString() })
    .where('id', '=', check.id)
    .where('held_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1 ? { ok: true, checkId: check.id, reason: check.reason, firstUse: true } : refused;
}

/**
 * The connection holding a verified check was lost before its seat was taken: the gap in which
 * the check may come back runs from now.
 */
export async function holdRoomIdentity(db: Db, checkId: number, now: Date): Promise<void> {
  await db.updateTable('video_identity_checks').set({ held_at: now.toISOString() }).where('id', '=', checkId).where('passed_at', 'is', null).execute();
}

/** The seat is taken with this check: spent, once (false when another connection spent it first). */
export async function spendRoomIdentity(db: Db, checkId: number, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('video_identity_checks')
    .set({ passed_at: now.toISOString() })
    .where('id', '=', checkId)
    .where('passed_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
