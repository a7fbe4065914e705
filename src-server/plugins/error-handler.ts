import type { FastifyInstance } from 'fastify';
import { pickLocale } from '../../src-domain/i18n/locale.ts';
import { errorResponse } from '../http/error-response.ts';

/**
 * Every error becomes `{ code, message, details? }` with the message in the caller's
 * `Accept-Language` (spec §7, §8). Our own faults are logged with their stack and reach the
 * caller only as "internal server error" (fastify/demo: hide 5xx internals).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    const response = errorResponse(error, locale, request.url);
    if (response.internal) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: response.body.code, status: response.status }, 'request rejected');
    return reply.code(response.status).type('application/json; charset=utf-8').send(response.body);
  });
}
