import { API_ERRORS, type ApiErrorCode } from '../../src-domain/http/error-codes.ts';

/** One failed check of a request, kept untranslated until the response's locale is known. */
export interface RequestIssue {
  /** Dotted path of the field (`pageSize`, `parties.0.pin`), or the request part for the whole. */
  path: string;
  type: string;
  /** A validation message key (src-domain/validation/messages.ts) or valibot's default text. */
  message: string;
  requirement?: unknown;
}

export interface ApiErrorOptions {
  params?: Readonly<Record<string, string | number>>;
  issues?: readonly RequestIssue[];
  cause?: unknown;
}

/**
 * An error with a code of the HTTP contract (spec §8). Thrown anywhere in a route; the error
 * handler turns it into `{ code, message, details? }` in the caller's locale.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly params: Readonly<Record<string, string | number>>;
  readonly issues: readonly RequestIssue[];

  constructor(code: ApiErrorCode, options: ApiErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = API_ERRORS[code].status;
    this.params = options.params ?? {};
    this.issues = options.issues ?? [];
  }
}

/** The request path without its query string, trimmed for echoing in a message. */
export function requestPath(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

export function notFound(url: string): ApiError {
  return new ApiError('not_found', { params: { path: requestPath(url) } });
}
