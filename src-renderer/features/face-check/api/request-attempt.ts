import { AUTH_API_TIMEOUT_MS } from '../../../../src-domain/constants.ts';
import type { AuthIdentity } from '../../../../src-domain/identity/auth-identity.ts';
import { LivenessAttemptResponseSchema } from '../../../../src-domain/liveness/attempt.ts';
import { LIVENESS_ATTEMPT_PATH } from '../../../../src-domain/liveness/protocol.ts';
import { postJson } from '../../../api/client.ts';

/**
 * `POST /api/liveness/attempt` (docs/liveness.md): the one-time nonce that binds this face check
 * to the person logging in. Part of the login, so the auth calls' 60 s time-out (spec §7).
 */
export async function requestLivenessAttempt(identity: AuthIdentity, signal: AbortSignal): Promise<string> {
  const { nonce } = await postJson(LIVENESS_ATTEMPT_PATH, identity, LivenessAttemptResponseSchema, { signal, timeoutMs: AUTH_API_TIMEOUT_MS });
  return nonce;
}
