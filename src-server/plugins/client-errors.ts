import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { type ApiErrorCode, formatApiError } from '../../src-domain/http/error-codes.ts';
import { DEFAULT_LOCALE } from '../../src-domain/i18n/locale.ts';

/** Node's errors before a request exists, as codes of the contract. */
function codeOf(error: NodeJS.ErrnoException): ApiErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  return 'bad_request';
}

const STATUS: Readonly<Partial<Record<ApiErrorCode, number>>> = { request_timeout: 408, headers_too_large: 431, bad_request: 400 };

/**
 * Fastify's `clientErrorHandler`: what Node refuses before there is a request (a body that did
 * not arrive within `requestTimeout`, headers over the size limit, a malformed request line)
 * is answered `{ code, message }` like every other error, then the connection is closed. The
 * headers were not read, so the message is in the default locale (oz).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = codeOf(error);
  const status = STATUS[code] ?? 400;
  const body = JSON.stringify({ code, message: formatApiError(code, DEFAULT_LOCALE) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
