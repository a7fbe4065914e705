import type { FastifyInstance, FastifyReply } from 'fastify';
import { CLIENT_MODE_HEADER } from '../../src-domain/auth/auth-routes.ts';
import { TOKEN_HEADER } from '../../src-domain/http/error-codes.ts';

/** The kiosk renderer's origin (docs/architecture.md: the shell serves the app from `app://`). */
export const DEFAULT_KIOSK_ORIGINS = ['app://enotary'] as const;

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = ['authorization', 'accept-language', 'content-type', CLIENT_MODE_HEADER].join(', ');
const PREFLIGHT_MAX_AGE_S = 600;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', TOKEN_HEADER);
}

/**
 * CORS for the kiosk, which calls the API from its own `app://` origin. Only the configured
 * origins get CORS headers, and only on `/api`; every other origin gets none, so browsers keep
 * the same-origin rule for it. No credentials mode: the session travels in the Authorization
 * header, never in a cookie. `Vary: Origin` on every API answer keeps shared caches honest.
 */
export function registerKioskCors(app: FastifyInstance, options: { origins: readonly string[] }): void {
  const origins = new Set(options.origins);
  // Callback style: the common case (no CORS origin) answers synchronously, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) return done();
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !origins.has(origin)) return done();
    allowOrigin(reply, origin);
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!preflight) return done();
    // Answered here: a callback hook that sends does not call done().
    reply
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S))
      .code(204)
      .send();
  });
}
