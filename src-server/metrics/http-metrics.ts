import type { FastifyInstance } from 'fastify';
import { httpRequests, httpSeconds, rateLimitRefusals } from './metrics.ts';

/** Requests that matched no route share one label: a scanner's thousand paths stay one series. */
const UNMATCHED = '(unmatched)';

/**
 * Counts every answer by method, route pattern and status class, times it, and counts rate-limit
 * refusals (429) by route (metrics.ts). Added to the root after the routes: Fastify applies root
 * hooks to every route when the app becomes ready.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    httpRequests.inc({ method: request.method, route, status: `${Math.floor(status / 100)}xx` });
    httpSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status === 429) rateLimitRefusals.inc({ route });
    done();
  });
}
