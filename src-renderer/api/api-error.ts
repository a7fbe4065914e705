import { isApiErrorCode, type ApiErrorBody, type ApiErrorCode } from '../../src-domain/http/error-codes.ts';

/**
 * Why a call failed: the server answered with an error status (`http`), the time-out of spec §9
 * ran out (`timeout`), the network failed (`network`), or the caller cancelled (`aborted`).
 * The error catalogue of spec §8 (toasts, 403 session end, 418 redirects) decides from these
 * fields what the user sees; the client itself shows nothing.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  path: string;
  status?: number;
  message: string;
  code?: ApiErrorCode;
  details?: ApiErrorBody['details'];
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

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an error response: the JSON body of spec §8 when there is one, else its text. */
export async function apiErrorFromResponse(response: Response, method: string, path: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const base = { kind: 'http' as const, method, path, status: response.status };
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    if (isApiErrorCode(body.code)) {
      return new ApiError({ ...base, code: body.code, message: body.message ?? text, details: body.details });
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the text is the message.
  }
  return new ApiError({ ...base, message: text || response.statusText || `HTTP ${response.status}` });
}
