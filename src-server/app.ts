import Fastify, { type FastifyInstance } from 'fastify';
import { type AppOptions, DEFAULT_TIMEOUTS } from './context/app-options.ts';
import { createAppContext } from './context/app-context.ts';
import { clientErrorHandler, PARSER_MAX_HEADER_BYTES } from './plugins/client-errors.ts';
import { frameworkErrors } from './plugins/error-handler.ts';
import { registerNotFound } from './plugins/not-found.ts';
import { registerPlugins } from './plugins/register-plugins.ts';
import { withLogRedaction } from './plugins/request-log.ts';
import { registerRouteTree } from './routes/route-tree.ts';

/** Requests to unknown paths per client IP (SPA page loads count too). */
const DEFAULT_NOT_FOUND_LIMIT = { max: 120, timeWindowMs: 60_000 };

/** A hop count as proxy-addr's trust function: the `hops` addresses nearest the server are proxies (TRUST_PROXY). */
function fastifyTrustProxy(trust: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * The reference API and the portal's web server: the application context (every service, built
 * once: context/app-context.ts), the plugins every request goes through (plugins/register-plugins.ts),
 * then the route tree (routes/route-tree.ts) and the 404 handler. The caller owns `db` and
 * closes it after `app.close()`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? false),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // A client must send its whole request in time and may not hold an idle connection forever
    // (slow-body attacks); websockets are exempt once upgraded (docs/security.md "HTTP hardening").
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    // Node checks the request timeout on this interval (30 s by default): a late body is cut within it.
    // Headers up to MAX_HEADER_BYTES are allowed; larger ones up to the parser's limit reach the
    // header-size hook and are refused there, in the caller's language (plugins/client-errors.ts).
    http: { connectionsCheckingInterval: timeouts.checkIntervalMs, headersTimeout: timeouts.requestMs, maxHeaderSize: PARSER_MAX_HEADER_BYTES },
    frameworkErrors,
    clientErrorHandler,
  });
  const ctx = await createAppContext(app, options);
  await registerPlugins(app, ctx);
  const { spa } = await registerRouteTree(app, ctx);
  registerNotFound(app, { spa, rateLimit: options.notFoundRateLimit ?? DEFAULT_NOT_FOUND_LIMIT });
  return app;
}
