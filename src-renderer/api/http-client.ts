import type * as v from 'valibot';
import { API_TIMEOUT_MS, AUTH_API_TIMEOUT_MS } from '../../src-domain/constants.ts';
import { AUTH_ROUTES, CLIENT_MODE_HEADER } from '../../src-domain/auth/auth-routes.ts';
import { BUILD_ID_HEADER } from '../../src-domain/http/build-id.ts';
import { TOKEN_HEADER } from '../../src-domain/http/api-error-codes.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { ApiError, apiErrorFromResponse, type ApiErrorKind } from './api-error.ts';
import { fileNameFromContentDisposition } from './content-disposition.ts';
import { apiPath, queryString, type QueryValue } from './url.ts';

/** What the error handling of spec §8 needs to know about the call, beyond the error itself. */
export interface ApiCallContext {
  /** A file download: its 418 has its own row in spec §8. */
  isDownload: boolean;
  /** The act the call concerns, named in the 418 texts. */
  uuid: string | undefined;
  /** False when the session that sent the call ended or changed while it ran. */
  sessionCurrent: boolean;
}

export interface HttpClientDeps {
  /** Origin of the API (spec §7: base path `/api` on that host). */
  origin: () => Promise<string>;
  getToken: () => string | null;
  setToken: (token: string) => void;
  getLocale: () => Locale;
  /** Kiosk sessions get the server's shorter lifetimes (shared public terminal). */
  getMode?: () => 'browser' | 'kiosk';
  fetch?: typeof fetch;
  /** Every failed call not marked `silent`, before the promise rejects (spec §8). */
  onError?: (error: ApiError, context: ApiCallContext) => void;
  /** The web build the server serves, from every answer (spec §8 page-expired notice). */
  onBuildId?: (buildId: string | null) => void;
}

export type ResponseKind = 'json' | 'text' | 'blob' | 'none';
export type { QueryValue };

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON-encoded unless it is already a `FormData` or `Blob`. */
  body?: unknown;
  signal?: AbortSignal;
  /** Spec §9: 100 s by default, 60 s for the auth calls. */
  timeoutMs?: number;
  responseKind?: ResponseKind;
  /** Validates a JSON answer; a mismatch fails the call as `invalid`. */
  schema?: v.GenericSchema<unknown, T>;
  /** Skip the default handling of spec §8: the caller decides alone (the terms flow's token check). */
  silent?: boolean;
  /** The act the call concerns, for the 418 texts of spec §8. */
  uuid?: string;
  /** Headers of this call's own protocol (the recording upload's offset, length and hash). */
  headers?: Readonly<Record<string, string>>;
}

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`; undefined when the server named none. */
  fileName: string | undefined;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  download(path: string, options?: Omit<RequestOptions, 'responseKind' | 'schema'>): Promise<DownloadedFile>;
  /** A successful answer whose body the caller reads itself, as it arrives (the speed test times it). */
  open(path: string, options?: Omit<RequestOptions, 'responseKind' | 'schema'>): Promise<Response>;
}

/** Spec §7: the pre-check and the login wait 60 s, everything else 100 s. */
const AUTH_CALLS: ReadonlySet<string> = new Set([AUTH_ROUTES.checkBeforeAuth, AUTH_ROUTES.auth]);

/**
 * The one fetch wrapper of the renderer (spec §7): `Authorization: Bearer` and
 * `Accept-Language` on every call, the rotated token of each 200 stored, a time-out, every
 * failure turned into an `ApiError` and handed to `onError` (spec §8) before it is thrown.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));

  async function send(path: string, options: RequestOptions, isDownload: boolean): Promise<Response> {
    const method = options.method ?? 'GET';
    const fullPath = apiPath(path);
    const sentToken = deps.getToken();
    const fail = (error: ApiError): ApiError => {
      if (!options.silent) deps.onError?.(error, { isDownload, uuid: options.uuid, sessionCurrent: deps.getToken() === sentToken });
      return error;
    };

    const timeout = AbortSignal.timeout(options.timeoutMs ?? (AUTH_CALLS.has(fullPath) ? AUTH_API_TIMEOUT_MS : API_TIMEOUT_MS));
    // The caller giving up (a query replaced by a newer one, a page left) stops the request on
    // the wire only once its answer's headers are in: the server may already have answered it
    // with the session's next token (spec §7), and a token lost that way ends the session when
    // the old one's grace does (docs/decisions/0016-one-successor-per-token.md).
    const caller = options.signal;
    const wire = new AbortController();
    const answered = (async () => {
      const url = `${await deps.origin()}${fullPath}${queryString(options.query)}`;
      const response = await doFetch(url, {
        method,
        headers: headers(sentToken, deps.getLocale(), options.body, deps.getMode?.() ?? 'browser', options.headers),
        body: encodeBody(options.body),
        signal: AbortSignal.any([timeout, wire.signal]),
      });
      deps.onBuildId?.(response.headers.get(BUILD_ID_HEADER));
      // Spec §7: every 200 carries a fresh token. Keep it only if the session that sent the
      // request is still the current one, so a late answer cannot revive a session just ended.
      const rotated = response.status === 200 ? response.headers.get(TOKEN_HEADER) : null;
      if (rotated && sentToken !== null && deps.getToken() === sentToken) deps.setToken(rotated);
      // Nobody reads an answer its caller gave up: its body stops here.
      if (caller?.aborted) wire.abort(caller.reason);
      else caller?.addEventListener('abort', () => wire.abort(caller.reason), { once: true });
      return response;
    })();
    let response: Response;
    try {
      response = await (caller ? untilAborted(answered, caller) : answered);
    } catch (error) {
      answered.catch(() => undefined);
      throw fail(failure(error, method, path, timeout.aborted, caller?.aborted === true));
    }

    if (!response.ok) throw fail(await apiErrorFromResponse(response, method, path));
    return response;
  }

  /** Reports a failure found after the answer arrived (a broken body, a wrong shape), and returns it. */
  function late(error: ApiError, options: RequestOptions): ApiError {
    if (!options.silent) deps.onError?.(error, { isDownload: false, uuid: options.uuid, sessionCurrent: true });
    return error;
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const response = await send(path, options, false);
    let data: unknown;
    try {
      data = await readBody(response, options.responseKind ?? 'json');
    } catch (error) {
      throw late(
        new ApiError({
          kind: bodyFailureKind(error),
          method,
          path,
          status: response.status,
          message: `${method} ${path}: the answer could not be read`,
          cause: error,
        }),
        options,
      );
    }
    if (!options.schema) return data as T;
    // Through the Standard Schema interface every valibot schema carries, so the client (in the
    // first download) needs none of valibot's code: the schemas come with the pages that use them.
    const result = options.schema['~standard'].validate(data);
    if (result instanceof Promise) throw new TypeError(`${method} ${path}: an answer's schema must be synchronous`);
    if (result.issues === undefined) return result.value;
    const issues = result.issues.map((issue) => issue.message).join('; ');
    throw late(new ApiError({ kind: 'invalid', method, path, status: response.status, message: `${method} ${path}: unexpected answer: ${issues}` }), options);
  }

  async function download(path: string, options: Omit<RequestOptions, 'responseKind' | 'schema'> = {}): Promise<DownloadedFile> {
    const response = await send(path, options, true);
    const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'));
    try {
      return { blob: await response.blob(), fileName };
    } catch (error) {
      throw late(
        new ApiError({
          kind: bodyFailureKind(error),
          method: options.method ?? 'GET',
          path,
          status: response.status,
          message: `${path}: the file could not be read`,
          cause: error,
        }),
        options,
      );
    }
  }

  return { request, download, open: (path, options = {}) => send(path, options, false) };
}

function headers(token: string | null, locale: Locale, body: unknown, mode: 'browser' | 'kiosk', extra: Readonly<Record<string, string>> = {}): Headers {
  const result = new Headers({ ...extra, Accept: 'application/json', 'Accept-Language': locale });
  if (mode === 'kiosk') result.set(CLIENT_MODE_HEADER, 'kiosk');
  if (token !== null) result.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData) && !(body instanceof Blob)) result.set('Content-Type', 'application/json');
  return result;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
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

/** Why reading an answer's body failed: the time-out and the caller's signal still run while it streams. */
function bodyFailureKind(error: unknown): ApiErrorKind {
  if (error instanceof SyntaxError) return 'invalid';
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  if (error instanceof DOMException && error.name === 'AbortError') return 'aborted';
  return 'network';
}

/** `promise`, or the signal's reason as soon as it aborts (the promise itself runs on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return Promise.race([promise, new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))]);
}

function failure(error: unknown, method: string, path: string, timedOut: boolean, cancelled: boolean): ApiError {
  if (cancelled) return new ApiError({ kind: 'aborted', method, path, message: `${method} ${path} was cancelled`, cause: error });
  if (timedOut) return new ApiError({ kind: 'timeout', method, path, message: `${method} ${path} timed out`, cause: error });
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ kind: 'aborted', method, path, message: `${method} ${path} was cancelled`, cause: error });
  }
  return new ApiError({ kind: 'network', method, path, message: `${method} ${path} failed: network error`, cause: error });
}
