import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/database.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerNotFound } from './plugins/not-found.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { DEFAULT_TILE_HOSTS, registerSecurityHeaders } from './plugins/security-headers.ts';
import { hasWebBuild, registerStaticWeb } from './plugins/static-web.ts';
import { createSqlRegistries, type Registries } from './registries/registries.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { dictionaryRoutes } from './routes/dictionaries.ts';
import { healthRoutes } from './routes/health.ts';
import { notaryRoutes } from './routes/notaries.ts';
import type { RouteDeps } from './routes/route-deps.ts';
import { packageVersion } from './version.ts';

export interface AppOptions {
  db: Db;
  /** Where the built portal is (dist-web); without an index.html there, only /api is served. */
  webRoot: string;
  /** Fastify's pino logger: `false` in tests, `{ level }` in the CLI. */
  logger?: FastifyServerOptions['logger'];
  /** External registries; defaults to the SQL-backed ones over `db`. */
  registries?: Registries;
  version?: string;
  tileHosts?: readonly string[];
  /** Requests to unknown paths per client IP (SPA page loads count too). */
  notFoundRateLimit?: { max: number; timeWindowMs: number };
  trustProxy?: boolean;
}

const DEFAULT_NOT_FOUND_LIMIT = { max: 120, timeWindowMs: 60_000 };

/**
 * The reference API and the portal's web server: plugins first (errors, security headers, rate
 * limits, static files), then the routes, each delegating to a repository (fastify/demo). The
 * caller owns `db` and closes it after `app.close()`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const deps: RouteDeps = {
    db: options.db,
    registries: options.registries ?? createSqlRegistries(options.db),
    version: options.version ?? packageVersion(),
  };

  registerErrorHandler(app);
  // The API speaks JSON only. Fastify also parses text/plain by default, which would hand a
  // string to a body schema; without the parser such a body is a clear 400 invalid_json.
  app.removeContentTypeParser('text/plain');
  await registerSecurityHeaders(app, { tileHosts: options.tileHosts ?? DEFAULT_TILE_HOSTS });
  await registerRateLimit(app);
  const spa = hasWebBuild(options.webRoot);
  if (spa) await registerStaticWeb(app, options.webRoot);
  else app.log.warn({ webRoot: options.webRoot }, 'no web build found: serving the API only (run "npm run build:web")');

  await app.register(healthRoutes(deps));
  await app.register(dictionaryRoutes(deps));
  await app.register(notaryRoutes(deps));
  await app.register(catalogueRoutes(deps));

  registerNotFound(app, { spa, rateLimit: options.notFoundRateLimit ?? DEFAULT_NOT_FOUND_LIMIT });
  return app;
}
