import { API_TIMEOUT_MS } from '../../src-domain/constants.ts';
import { TOKEN_HEADER } from '../../src-domain/http/error-codes.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { ApiError, apiErrorFromResponse } from './api-error.ts';

export interface HttpClientDeps {
  /** Origin of the API; `/api` is appended (spec §7). */
  origin: () => Promise<string>;
  getToken: () => string | null;
  setToken: (token: string) => void;
  getLocale: () => Locale;
  fetch?: typeof fetch;
}

export type ResponseKind = 'json' | 'text' | 'blob' | 'none';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON-encoded unless it is already a `FormData` or `Blob`. */
  body?: unknown;
  signal?: AbortSignal;
  /** Spec §9: 100 s by default, 60 s for the auth calls. */
  timeoutMs?: number;
  responseKind?: ResponseKind;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

/**
 * The one fetch wrapper of the renderer (spec §7): `Authorization: Bearer` and
 * `Accept-Language` on every call, the rotated token of each 200 stored, a time-out, and every
 * failure turned into an `ApiError` for the error catalogue of spec §8 to handle.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = `${await deps.origin()}/api${path}${queryString(options.query)}`;
    const sentToken = deps.getToken();
    const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await doFetch(url, { method, headers: headers(sentToken, deps.getLocale(), options.body), body: encodeBody(options.body), signal });
    } catch (error) {
      throw failure(error, method, path, timeout.aborted);
    }

    // Spec §7: every 200 carries a fresh token. Keep it only if the session that sent the
    // request is still the current one, so a late answer cannot revive a session just ended.
    const rotated = response.status === 200 ? response.headers.get(TOKEN_HEADER) : null;
    if (rotated && sentToken !== null && deps.getToken() === sentToken) deps.setToken(rotated);

    if (!response.ok) throw await apiErrorFromResponse(response, method, path);
    return (await readBody(response, options.responseKind ?? 'json')) as T;
  }

  return { request };
}

function headers(token: string | null, locale: Locale, body: unknown): Headers {
  const result = new Headers({ Accept: 'application/json', 'Accept-Language': locale });
  if (token !== null) result.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData) && !(body instanceof Blob)) result.set('Content-Type', 'application/json');
  return result;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response, kind: ResponseKind): Promise<unknown> {
  switch (kind) {
    case 'none':
      return undefined;
    case 'text':
      return response.text();
    case 'blob':
      return response.blob();
    case 'json': {
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : undefined;
    }
  }
}

function failure(error: unknown, method: string, path: string, timedOut: boolean): ApiError {
  if (timedOut) return new ApiError({ kind: 'timeout', method, path, message: `${method} ${path} timed out`, cause: error });
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ kind: 'aborted', method, path, message: `${method} ${path} was cancelled`, cause: error });
  }
  return new ApiError({ kind: 'network', method, path, message: `${method} ${path} failed: network error`, cause: error });
}
