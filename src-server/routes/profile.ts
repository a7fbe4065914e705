import type { FastifyPluginAsync } from 'fastify';
import { AUTH_ROUTES } from '../../src-domain/auth/auth-routes.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import { notFound } from '../http/api-error.ts';
import { requestLocale } from '../http/request-locale.ts';
import { loadUser } from '../repositories/user-profile.ts';
import type { AuthRouteDeps } from './auth/auth-route-deps.ts';
import { signedIn } from './request-user.ts';

/** `GET /api/profile` (spec §2 screen 19): the signed-in user, as `POST /api/auth` returns it. */
export function profileRoutes(deps: AuthRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(AUTH_ROUTES.profile, { config: { access: 'user' } }, async (request) => {
      const { user } = signedIn(request);
      const profile = await loadUser(deps.db, user.id, requestLocale(request), toIsoDate(todayInTashkent(deps.now())));
      if (!profile) throw notFound(request.url);
      return profile;
    });
  };
}
