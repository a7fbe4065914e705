import { isApiErrorCode, type ApiErrorBody, type ApiErrorCode } from '../../src-domain/http/api-error-codes.ts';

/**
 * Why a call failed: the server answered with an error status (`http`), the time-out of spec §9
 * ran out (`timeout`), the network failed (`network`), the caller cancelled (`aborted`), or a 200
 * did not have the shape the contract promises (`invalid`). The error catalogue of spec §8
 * (`error-handling.ts`) decides from these fields what the user sees.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'aborted' | 'invalid';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  path: string;
  status?: number;
  message: string;
  code?: ApiErrorCode;
  details?: ApiErrorBody['details'];
  /** Seconds from a 429's `Retry-After` header. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  readonly code: ApiErrorCode | undefined;
  readonly details: ApiErrorBody['details'];
  readonly retryAfterSeconds: number | undefined;
  /**
   * True once the default handling of spec §8 told the user (a toast, a redirect), so a screen
   * that also catches the error does not say it twice.
   */
  handled = false;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Reads an error response: the JSON body of spec §8 when there is one (ours is
 * `{code, message, details?}`; a gateway's JSON may carry only `message`, like Spring's
 * "Access Denied"), else its text.
 */
export async function apiErrorFromResponse(response: Response, method: string, path: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const base = { kind: 'http' as const, method, path, status: response.status, retryAfterSeconds: retryAfter(response.headers.get('Retry-After')) };
  const body = parseJsonObject(text);
  if (body && typeof body.message === 'string') {
    return new ApiError({
      ...base,
      code: isApiErrorCode(body.code) ? body.code : undefined,
      message: body.message,
      details: Array.isArray(body.details) ? (body.details as ApiErrorBody['details']) : undefined,
    });
  }
  // Not JSON (a proxy's HTML page, plain text): the text is the message.
  return new ApiError({ ...base, message: text || response.statusText || `HTTP ${response.status}` });
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `Retry-After` is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
