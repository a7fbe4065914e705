import type { FastifyPluginAsync } from 'fastify';
import { AUTH_ROUTES, CHECK_BEFORE_AUTH_OK } from '../../../src-domain/auth/auth-routes.ts';
import { precheckLogin } from '../../auth/precheck-login.ts';
import type { AuthRouteDeps } from './auth-route-deps.ts';

/**
 * `POST /api/check_before_auth` (spec §4 step 1, §7): the text `Ok` with 200 when the typed
 * identity may log in; otherwise a localized 400 (unknown, mismatched, expired, deceased…),
 * 429 when the client or the pin is rate-limited.
 */
export function checkBeforeAuthRoutes(deps: AuthRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post(
      AUTH_ROUTES.checkBeforeAuth,
      { config: { access: 'public', rateLimit: { max: deps.loginRateLimit.max, timeWindow: deps.loginRateLimit.timeWindowMs } } },
      async (request, reply) => {
        await precheckLogin(deps.login, request, reply);
        return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(CHECK_BEFORE_AUTH_OK);
      },
    );
  };
}
