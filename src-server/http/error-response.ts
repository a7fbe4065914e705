import { type ApiErrorBody, type ApiErrorCode, formatApiError } from '../../src-domain/http/error-codes.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { translateIssue } from '../../src-domain/validation/translate-issue.ts';
import { ApiError, requestPath } from './api-error.ts';

export interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
  /** A fault of ours (5xx): logged with its stack, never shown to the caller. */
  internal: boolean;
}

interface FrameworkError {
  code?: unknown;
  statusCode?: unknown;
  validation?: unknown;
}

/** Fastify's own failures (body parsing, limits, routing) as codes of the contract. */
function frameworkCode(error: FrameworkError): { code: ApiErrorCode; status: number } | undefined {
  const code = typeof error.code === 'string' ? error.code : '';
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return { code: 'payload_too_large', status: 413 };
  if (code === 'FST_ERR_BAD_URL') return { code: 'bad_url', status: 400 };
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return { code: 'url_too_long', status: 414 };
  // Unparseable JSON, an empty JSON body, a body in a content type we do not accept: all mean
  // "send valid JSON", and a client should see 400, never 415 or 500 (docs/architecture.md).
  if (code.startsWith('FST_ERR_CTP_')) return { code: 'invalid_json', status: 400 };
  if (error.validation !== undefined) return { code: 'validation_failed', status: 400 };
  if (status === 404) return { code: 'not_found', status: 404 };
  if (status === 405) return { code: 'method_not_allowed', status: 405 };
  if (status === 429) return { code: 'too_many_requests', status: 429 };
  if (status === 503) return { code: 'service_unavailable', status: 503 };
  // SQLite's lock stayed taken past the busy timeout (src-server/db/create-db.ts): the
  // transaction was rolled back, so "try again" is true, and a 500 would not be.
  if (code.startsWith('SQLITE_BUSY')) return { code: 'server_busy', status: 503 };
  if (status >= 400 && status < 500) return { code: 'validation_failed', status: 400 };
  return undefined;
}

/** Turns anything a route threw into the JSON error body of spec §8, in `locale`. */
export function errorResponse(error: unknown, locale: Locale, url: string): ErrorResponse {
  if (error instanceof ApiError) {
    const body: ApiErrorBody = { code: error.code, message: formatApiError(error.code, locale, error.params) };
    if (error.issues.length > 0) body.details = error.issues.map((issue) => ({ path: issue.path, message: translateIssue(issue, locale) }));
    return { status: error.statusCode, body, internal: error.statusCode >= 500 };
  }
  const known = typeof error === 'object' && error !== null ? frameworkCode(error as FrameworkError) : undefined;
  if (known) {
    return {
      status: known.status,
      body: { code: known.code, message: formatApiError(known.code, locale, { path: requestPath(url), seconds: 60 }) },
      internal: false,
    };
  }
  return { status: 500, body: { code: 'internal_server_error', message: formatApiError('internal_server_error', locale) }, internal: true };
}
