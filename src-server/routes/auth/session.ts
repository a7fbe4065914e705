import type { FastifyPluginAsync } from 'fastify';
import { AUTH_ROUTES } from '../../../src-domain/auth/auth-routes.ts';
import type { AuthRouteDeps } from './auth-route-deps.ts';
import { signedIn } from '../request-user.ts';

/**
 * `GET /api/check_token`: 200 (with a rotated token) while the session lives, else the access
 * hook's 403 "Access Denied" (spec §7: only the status is read). `POST /api/logout` revokes
 * the session, `POST /api/logout/everywhere` every session of the user on every device; their
 * 200s carry no new token.
 */
export function sessionRoutes(deps: AuthRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(AUTH_ROUTES.checkToken, { config: { access: 'user' } }, async () => ({ ok: true }));

    app.post(AUTH_ROUTES.logout, { config: { access: 'user' } }, async (request) => {
      await deps.sessions.revoke(signedIn(request).session, 'logout');
      return { ok: true };
    });

    app.post(AUTH_ROUTES.logoutEverywhere, { config: { access: 'user' } }, async (request) => {
      const { user, session } = signedIn(request);
      await deps.sessions.revokeAll(session, user.id, 'logout_everywhere');
      return { ok: true };
    });
  };
}
