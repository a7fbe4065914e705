import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { pickLocale } from '../../src-domain/i18n/locale.ts';
import { errorResponse } from '../http/error-response.ts';

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = pickLocale(request.headers['accept-language']);
  const response = errorResponse(error, locale, request.url);
  if (response.internal) request.log.error({ err: error }, 'request failed');
  else request.log.debug({ code: response.body.code, status: response.status }, 'request rejected');
  return reply.code(response.status).type('application/json; charset=utf-8').send(response.body);
}

/**
 * Every error becomes `{ code, message, details? }` with the message in the caller's
 * `Accept-Language` (spec §7, §8). Our own faults are logged with their stack and reach the
 * caller only as "internal server error" (fastify/demo: hide 5xx internals).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}

/**
 * The errors Fastify's router answers before any route or hook runs (a path segment that is not
 * valid percent-encoding, a parameter over the length limit), which the error handler above never
 * sees: the same localized shape. For `Fastify({ frameworkErrors })`.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error: FastifyError, request, reply) => {
  sendError(error, request, reply);
};
