import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';

/**
 * The request headers a client may send (request line included): Node's own default, 16 KiB.
 * Checked here, with the request at hand (Node's parser lets larger heads through, up to
 * PARSER_MAX_HEADER_BYTES in client-errors.ts), so the 431 is answered like any other error: in
 * the caller's language, and to a HEAD without a body.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/** The bytes of a request's head as Node counts them: request line and header lines. */
function headerBytes(request: IncomingMessage): number {
  let bytes = request.method!.length + request.url!.length + 12;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) bytes += raw[i]!.length + raw[i + 1]!.length + 4;
  return bytes;
}

/** Refuses a request whose headers are over `MAX_HEADER_BYTES` with 431 headers_too_large (see above). */
export function registerHeaderSizeLimit(app: FastifyInstance, maxBytes = MAX_HEADER_BYTES): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(headerBytes(request.raw) > maxBytes ? new ApiError('headers_too_large') : undefined);
  });
}
