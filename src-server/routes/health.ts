import type { FastifyPluginAsync } from 'fastify';
import { HEALTH_PATH, type HealthResponse } from '../../src-domain/http/routes/health.ts';
import { databaseAnswers } from '../repositories/health.ts';
import type { RouteDeps } from './route-deps.ts';

/** `GET /api/health`: 200 when the database answers, 503 otherwise (same body shape). */
export function healthRoutes(deps: RouteDeps & { buildId: () => string | null }): FastifyPluginAsync {
  return async (app) => {
    app.get(HEALTH_PATH, { config: { access: 'public' } }, async (_request, reply) => {
      const dbOk = await databaseAnswers(deps.db);
      const body: HealthResponse = {
        status: dbOk ? 'ok' : 'error',
        db: dbOk ? 'ok' : 'error',
        version: deps.version,
        build: deps.buildId(),
        time: new Date().toISOString(),
      };
      return reply
        .code(dbOk ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    });
  };
}
