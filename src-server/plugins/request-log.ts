import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactUrl, scrubText } from '../http/log-redaction.ts';

/** A request in the log: method and URL without secrets (http/log-redaction.ts), where from; never headers or body. */
function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), hostname: request.hostname, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/**
 * The app's pino options with the request serializer and a last scrub of every line before it
 * is written (pino's `streamWrite` hook), so nothing the caller configures (level, stream) can
 * log a pin, a document or a token.
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { ...base.serializers, req: serializeRequest },
    hooks: { ...base.hooks, streamWrite: scrubText },
  };
}
