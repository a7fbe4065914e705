import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';

/**
 * Rate limiting is opt-in per route (`global: false`): the 404 handler uses it now, the login
 * and search routes will. Its rejection is our 429 `too_many_requests`, localized like the rest.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new ApiError('too_many_requests', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
}
