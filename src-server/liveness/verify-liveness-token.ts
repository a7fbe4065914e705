import { decodeJwt } from 'jose';
import type { LivenessClaims } from '../../src-domain/liveness/liveness-token.ts';
import type { NonceStore } from './nonce-store.ts';
import { LivenessTokenError, type LivenessTokenProblem, type LivenessTokenSigner } from './token-signer.ts';

export type LivenessVerification =
  | { ok: true; claims: LivenessClaims }
  | { ok: false; reason: LivenessTokenProblem | 'unknown_attempt' | 'other_person' | 'not_passed' | 'not_live' | 'face_mismatch' };

/**
 * What POST /api/auth calls with the `jwt` of its body (spec §4 step 2): the token must be
 * ours, unexpired (3 min), never used, for a live attempt of this very person whose face check
 * ended, and say the face was live (`livenessWasSuccessful`; `not_live` for a picture, a screen or
 * a recording, docs/liveness.md) and the registry photo's (`isOk`; `face_mismatch` when the check
 * was live but someone else's face). The attempt is consumed, so one face check decides one login.
 */
export async function verifyLivenessToken(
  deps: { signer: LivenessTokenSigner; nonces: NonceStore },
  jwt: string,
  identity: { pin: string; passserial?: string; passnum?: string },
): Promise<LivenessVerification> {
  let nonce: unknown;
  try {
    nonce = decodeJwt(jwt).nonce;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof nonce !== 'string') return { ok: false, reason: 'invalid' };
  let claims: LivenessClaims;
  try {
    claims = await deps.signer.verify(jwt, nonce);
  } catch (error) {
    if (error instanceof LivenessTokenError) return { ok: false, reason: error.problem };
    throw error;
  }
  const attempt = await deps.nonces.consume(nonce);
  if (!attempt) return { ok: false, reason: 'unknown_attempt' };
  const samePassport =
    (identity.passserial === undefined || identity.passserial === attempt.passserial) &&
    (identity.passnum === undefined || identity.passnum === attempt.passnum);
  if (attempt.pin !== identity.pin || !samePassport) return { ok: false, reason: 'other_person' };
  if (!attempt.passed) return { ok: false, reason: 'not_passed' };
  if (!claims.livenessWasSuccessful) return { ok: false, reason: 'not_live' };
  if (!claims.isOk) return { ok: false, reason: 'face_mismatch' };
  return { ok: true, claims };
}
