import type { Duplex } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';
import { formatApiError } from '../../src-domain/http/error-codes.ts';
import { pickLocale } from '../../src-domain/i18n/locale.ts';

/**
 * A websocket upgrade `ws` refuses after the route let it through (a missing or malformed
 * `Sec-WebSocket-Key`, an unknown version, an unreadable protocol or extension list): answered
 * 400 `bad_request` in the API's error shape and the request's language, where `ws` alone
 * would write an HTML page (its `wsClientError` event replaces that answer).
 */
export function answerBadHandshakes(server: WebSocketServer): void {
  server.on('wsClientError', (_error: Error, socket: Duplex, request: IncomingMessage) => {
    if (socket.writable) {
      const body = JSON.stringify({ code: 'bad_request', message: formatApiError('bad_request', pickLocale(request.headers['accept-language'])) });
      socket.write(
        'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
          `Sec-WebSocket-Version: 13\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  });
}

/**
 * @fastify/websocket's `errorHandler`: what goes wrong on an open socket. A client breaking the
 * protocol (`ws`'s `WS_ERR_*`: a frame over the size limit, bad UTF-8, an unmasked frame) is the
 * client's fault, logged as one warning line; `ws` itself closes the socket with the matching
 * code (1009 for an oversized frame), which is what the client is told. Anything else is ours:
 * logged with its stack, and the socket is cut.
 */
export function websocketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    // The path, not the code: the log scrub (http/log-redaction.ts) takes the code for a token.
    request.log.warn({ path: request.routeOptions.url }, `websocket closed: ${error.message}`);
    return;
  }
  request.log.error({ err: error }, 'websocket failed');
  socket.terminate();
}
