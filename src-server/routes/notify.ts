import type { FastifyPluginAsync } from 'fastify';
import { type NotifyItem } from '../../src-domain/auth/auth-contract.ts';
import { AUTH_ROUTES } from '../../src-domain/auth/auth-routes.ts';
import { requestLocale } from '../http/request-locale.ts';
import { listNotifyItems } from '../acts/act-notify-items.ts';
import type { AuthRouteDeps } from './auth/auth-route-deps.ts';
import { signedIn } from './request-user.ts';

/** `GET /api/notarial_act/get_notify` (spec §2 screen 7, §7): what waits for the signed-in user. */
export function notifyRoutes(deps: AuthRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(AUTH_ROUTES.notify, { config: { access: 'user' } }, async (request): Promise<NotifyItem[]> => {
      return listNotifyItems(deps.db, signedIn(request).user.pin, requestLocale(request));
    });
  };
}
