import { AUTH_ROUTES } from '../../../../src-domain/auth/auth-routes.ts';
import type { AuthIdentity } from '../../../../src-domain/identity/auth-identity.ts';
import { postText } from '../../../api/client.ts';

/**
 * `POST /api/check_before_auth` (spec §7): the server checks the pin / series / number triple
 * against the civil registry and answers the text `Ok` (60 s time-out, set by the client).
 */
export function checkBeforeAuth(identity: AuthIdentity, signal: AbortSignal): Promise<string> {
  return postText(AUTH_ROUTES.checkBeforeAuth, identity, { signal });
}
