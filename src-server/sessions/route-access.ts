import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { isRouteAccess, type RouteAccess } from './request-auth.ts';
import { assertRole } from './require-role.ts';
import type { SessionService } from './session-service.ts';
import { isApiPath } from '../http/api-path.ts';
import { withRouteHook } from '../http/route-hooks.ts';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

const declaredRoutes = new WeakMap<FastifyInstance, RouteOptions[]>();

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** Every `/api` route of `app` with its declared access (tests list them to probe each). */
export function declaredApiRoutes(app: FastifyInstance): DeclaredRoute[] {
  return (declaredRoutes.get(app) ?? []).flatMap((route) => methodsOf(route).map((method) => ({ method, url: route.url, access: route.config?.access })));
}

async function authorize(sessions: SessionService, request: FastifyRequest, access: RouteAccess | undefined): Promise<void> {
  // Spec §7: the client sends its token on every call and every 200 renews it, so a signed-in
  // user browsing public pages stays signed in; a stale token is no reason to refuse them.
  if (access === 'public') return sessions.authenticateIfPresent(request);
  // An undeclared API route cannot get here (onReady), but would fail closed if it did.
  await sessions.authenticate(request);
  if (typeof access === 'object') assertRole(request, access.role);
}

/**
 * Server-side authorization of every route (spec §6). Each `/api` route must say who may call
 * it in `config.access`; the app refuses to start otherwise, so a new route cannot be public by
 * forgetting. Anything but `public` authenticates in `onRequest`, before the body is read:
 * no valid token → 403 "Access Denied"; a declared role missing → 403 `forbidden`. A public
 * route serves everyone, and still renews the session of a caller with a live token.
 *
 * The check is a hook of each API route, not of every request: static files and the 404
 * handler never pay for it, and a public call without a token costs no promise and no database
 * work (docs/decisions/0038-per-request-cost.md). The same route gets the token rotation
 * (`onSend`). Register before any route. Access is read per request from the route's options,
 * so a plugin's own `onRoute` hook may still fill in `config.access` after this one ran
 * (routes/auth/login-liveness.ts does).
 */
export function registerRouteAccess(app: FastifyInstance, sessions: SessionService, rotation: onSendHookHandler): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  const routes: RouteOptions[] = [];
  declaredRoutes.set(app, routes);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    routes.push(route);
    const check: onRequestHookHandler = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const access = route.config?.access;
      if (access === 'public' && request.headers.authorization === undefined) return done();
      authorize(sessions, request, access).then(() => done(), done);
    };
    route.onRequest = withRouteHook(route.onRequest, check);
    route.onSend = withRouteHook(route.onSend, rotation);
  });

  app.addHook('onReady', async () => {
    const undeclared = declaredApiRoutes(app).filter((route) => !isRouteAccess(route.access));
    if (undeclared.length > 0) {
      throw new Error(`routes without config.access ('public', 'user' or { role }): ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    }
  });
}
