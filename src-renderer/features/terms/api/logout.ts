import { AUTH_ROUTES } from '../../../../src-domain/auth/auth-routes.ts';
import { apiClient } from '../../../api/client.ts';

/** Logging out must not keep a user waiting on a slow server. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * `POST /api/logout`: revokes the session on the server, best effort. Silent, because the server
 * may already have ended the session (a declined offer revokes it) and its 403 is no news.
 */
export async function logoutOnServer(): Promise<void> {
  try {
    await apiClient.request(AUTH_ROUTES.logout, { method: 'POST', responseKind: 'none', silent: true, timeoutMs: LOGOUT_TIMEOUT_MS });
  } catch {
    // The local session ends anyway; the server's idle lifetime ends its copy.
  }
}
