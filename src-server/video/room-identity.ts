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
    .values({ act_id: act.id, pin: who.pin, role: who.role, join_id: joinId, nonce: attempt.nonce, reason, issued_at: now.toISOString(), passed_at: null })
    .execute();
  return { nonce: attempt.nonce, joinId, expiresInMs: Math.max(0, attempt.expiresAt - now.getTime()) };
}

/**
 * The face check of a join, verified: the join id is this person's for this act and unused, the
 * jwt is the liveness service's for exactly that attempt, passed, never used. Returns the check's
 * reason, or null when anything does not hold (spec §8 "identity not confirmed for video mode").
 */
export async function verifyRoomIdentity(
  deps: RoomIdentityDeps,
  act: ActRow,
  pin: string,
  joinId: string,
  faceJwt: string,
  now: Date,
): Promise<FaceCheckReason | null> {
  const check = await deps.db
    .selectFrom('video_identity_checks')
    .selectAll()
    .where('join_id', '=', joinId)
    .where('act_id', '=', act.id)
    .where('pin', '=', pin)
    .where('passed_at', 'is', null)
    .executeTakeFirst();
  if (!check) return null;
  let nonce: unknown;
  try {
    nonce = decodeJwt(faceJwt).nonce;
  } catch {
    return null;
  }
  if (nonce !== check.nonce) return null;
  const verification = await verifyLivenessToken({ signer: deps.signer, nonces: deps.nonces }, faceJwt, { pin });
  if (!verification.ok) return null;
  const marked = await deps.db
    .updateTable('video_identity_checks')
    .set({ passed_at: now.toISOString() })
    .where('id', '=', check.id)
    .where('passed_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1 ? check.reason : null;
}
