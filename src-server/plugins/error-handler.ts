import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale } from '../../src-domain/i18n/locale.ts';
import { errorResponse } from '../http/error-response.ts';

/**
 * Sends `error` as `{ code, message, details? }` in the caller's `Accept-Language` (spec §7,
 * §8); a HEAD request gets the status and headers only. Our own faults are logged with their
 * stack and reach the caller only as "internal server error" (fastify/demo: hide 5xx internals).
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = pickLocale(request.headers['accept-language']);
  const response = errorResponse(error, locale, request.url);
  if (response.internal) request.log.error({ err: error }, 'request failed');
  else if (response.status >= 500) request.log.warn({ err: error, code: response.body.code }, 'request not served');
  else request.log.debug({ code: response.body.code, status: response.status }, 'request rejected');
  reply.code(response.status).type('application/json; charset=utf-8');
  return request.method === 'HEAD' ? reply.send() : reply.send(response.body);
}

/** Every error a route or hook throws goes through `sendError`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}

/**
 * Fastify's `frameworkErrors`: a URL that is not valid percent-encoding and a path parameter
 * longer than the router allows answer in the same localized shape, not Fastify's own JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(error, request, reply);
}
