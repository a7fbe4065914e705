import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * Rate limiting is opt-in per route (`global: false`): the login, search, registry and booking
 * routes and the 404 handler use it. The counts live in the database (rate-limit-store.ts), so
 * several server processes on one database share them, exactly or in batches (rate-limit-store.ts). Its rejection is our 429
 * `too_many_requests`, localized like the rest.
 */
export async function registerRateLimit(app: FastifyInstance, options: { db: Db; now: () => number }): Promise<void> {
  const store = databaseRateLimitStore(options.db, options.now);
  // Hits counted in memory reach the table before the caller closes the database.
  app.addHook('onClose', () => store.close());
  await app.register(rateLimit, {
    global: false,
    store: store.Store,
    errorResponseBuilder: (_request, context) => new ApiError('too_many_requests', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
}
