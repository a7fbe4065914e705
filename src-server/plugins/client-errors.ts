import type { Socket } from 'node:net';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import { type ApiErrorCode, formatApiError } from '../../src-domain/http/error-codes.ts';
import { pickLocale } from '../../src-domain/i18n/locale.ts';

/**
 * Node's parser limit (`maxHeaderSize`), above `MAX_HEADER_BYTES` (header-size-limit.ts): a head
 * between the two reaches that check; only one over this limit is refused before a request
 * exists (`clientErrorHandler`).
 */
export const PARSER_MAX_HEADER_BYTES = 64 * 1024;

/** Node's errors before a request exists, as codes of the contract. */
function codeOf(error: NodeJS.ErrnoException): ApiErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  return 'bad_request';
}

const STATUS: Readonly<Partial<Record<ApiErrorCode, number>>> = { request_timeout: 408, headers_too_large: 431, bad_request: 400 };

/** What a refusal needs to know of the request: its method and its `Accept-Language`. */
interface RequestStart {
  method: string | null;
  acceptLanguage: string | undefined;
}

/** A request line's method, at the very start of what the client sent. */
const REQUEST_LINE = /^([A-Z]{1,20}) [^\r\n]*\r?\n/;
/** Enough of the packet to hold a request line and the usual headers; the rest is not looked at. */
const LOOKED_AT_BYTES = 8 * 1024;

/**
 * The method and language of a refused request, as far as they can be known. Headers Node has
 * already parsed (a body that came too late) are the request's own (`socket.parser.incoming`:
 * Node's, not a documented API, hence read with care). Otherwise the bytes Node choked on
 * (`rawPacket`) are read when they begin with the request line; a request whose start came in an
 * earlier packet (headers sent in pieces, over `PARSER_MAX_HEADER_BYTES`) is not known.
 */
function requestStart(error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): RequestStart {
  const incoming = (socket as Socket & { parser?: { incoming?: IncomingMessage | null } | null }).parser?.incoming;
  if (incoming && typeof incoming.method === 'string') {
    const language = incoming.headers['accept-language'];
    return { method: incoming.method, acceptLanguage: typeof language === 'string' ? language : undefined };
  }
  if (!Buffer.isBuffer(error.rawPacket)) return { method: null, acceptLanguage: undefined };
  const text = error.rawPacket.subarray(0, LOOKED_AT_BYTES).toString('latin1');
  const line = REQUEST_LINE.exec(text);
  if (!line) return { method: null, acceptLanguage: undefined };
  const headers = text.slice(line[0].length).split(/\r?\n/);
  const language = headers.find((header) => /^accept-language\s*:/i.test(header));
  return { method: line[1] ?? null, acceptLanguage: language?.slice(language.indexOf(':') + 1).trim() };
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses before there is a request (a body that did
 * not arrive within `requestTimeout`, headers over the parser's limit, a malformed request line)
 * is answered `{ code, message }` like every other error, in the request's language
 * (`requestStart`), then the connection is closed. A HEAD gets the status and headers only, and
 * so does a request whose start could not be read: it may have been a HEAD, and its language is
 * not known either.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = codeOf(error);
  const status = STATUS[code] ?? 400;
  const start = requestStart(error, socket);
  // No body for a HEAD, nor where the method is not known: it may be a HEAD.
  const body =
    start.method === null || start.method === 'HEAD' ? '' : JSON.stringify({ code, message: formatApiError(code, pickLocale(start.acceptLanguage)) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
