import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUILD_ID_HEADER } from '../../src-domain/http/build-id.ts';
import { isApiPath } from '../sessions/route-access.ts';
import type { SecurityHeaders } from './security-headers.ts';

export interface AnswerHeaderParts {
  /** `security-headers.ts`. */
  security: SecurityHeaders;
  /** `kioskCors()`: `Vary: Origin`, the kiosk's CORS headers; true when it answered a preflight. */
  cors: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** `webBuildIdSource()`: the web build every API answer names (spec §8 page-expired notice). */
  buildId: () => string | null;
}

/**
 * The headers every answer carries, in **one** `onRequest` hook for every request: security
 * headers, then on API answers the build id and the kiosk's CORS. Registered before the access
 * check, so its 403 carries them all (the kiosk reads it cross-origin, spec §4 Token expiry).
 * One hook, not one per concern: each global hook costs every request a turn of Fastify's hook
 * runner, and three of them were ≈ 10 % of a health check's throughput
 * (docs/decisions/0052-public-reads-and-health-cost.md).
 */
export function registerAnswerHeaders(app: FastifyInstance, parts: AnswerHeaderParts): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) {
      parts.security.page(request, reply);
      return done();
    }
    parts.security.api(reply);
    const id = parts.buildId();
    if (id !== null) reply.header(BUILD_ID_HEADER, id);
    // A callback hook that answered (the preflight) does not call done().
    if (!parts.cors(request, reply)) done();
  });
}
