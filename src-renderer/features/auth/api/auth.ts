import { AuthResponseSchema, type AuthRequest, type AuthResponse } from '../../../../src-domain/auth/auth-contract.ts';
import { AUTH_ROUTES } from '../../../../src-domain/auth/auth-routes.ts';
import { postJson } from '../../../api/client.ts';

/**
 * `POST /api/auth` (spec §7) with the identity and the liveness jwt. The answer is checked against
 * the contract: a user the app cannot read must not become the session.
 */
export function authenticate(request: AuthRequest, signal: AbortSignal): Promise<AuthResponse> {
  return postJson(AUTH_ROUTES.auth, request, AuthResponseSchema, { signal });
}
