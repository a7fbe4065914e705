import { AUTH_ROUTES } from '../../../../src-domain/auth/auth-routes.ts';
import { apiClient } from '../../../api/client.ts';

/**
 * `GET /api/check_token` (spec §7: "only status 200 or not is read"). Silent: a failed check in
 * the terms flow logs the user out without a toast (spec §8), so the client must not show one.
 */
export async function isTokenValid(): Promise<boolean> {
  try {
    await apiClient.request(AUTH_ROUTES.checkToken, { responseKind: 'none', silent: true });
    return true;
  } catch {
    return false;
  }
}
