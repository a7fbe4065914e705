import type * as v from 'valibot';
import { apiOrigin } from '../platform/api-origin.ts';
import { localeAtom } from '../state/locale.ts';
import { modeAtom } from '../state/mode.ts';
import { appStore } from '../state/store.ts';
import { tokenAtom } from '../state/token.ts';
import { noteServerBuild } from './build-id.ts';
import { reportApiError } from './error-handler-registry.ts';
import { createHttpClient, type RequestOptions } from './http-client.ts';
import { saveBlob } from './save-blob.ts';

/**
 * The app's HTTP client, bound to the app store's token and locale. Endpoint files use it
 * through the helpers below.
 *
 * Spec §8 runs here, inside the client, rather than in TanStack Query's `QueryCache.onError`:
 * downloads and the login calls are not queries, a call can opt out (`silent`), and only the
 * client knows whether the session that sent a call is still the current one.
 */
export const apiClient = createHttpClient({
  origin: apiOrigin,
  getToken: () => appStore.get(tokenAtom),
  setToken: (token) => appStore.set(tokenAtom, token),
  getLocale: () => appStore.get(localeAtom),
  getMode: () => appStore.get(modeAtom),
  onError: reportApiError,
  onBuildId: noteServerBuild,
});

/** Options of one call; the method, body and answer kind are the helper's. */
export type CallOptions = Pick<RequestOptions, 'query' | 'signal' | 'timeoutMs' | 'silent' | 'uuid'>;

/** `GET` a JSON answer, validated by `schema` when given. */
export function getJson<S extends v.GenericSchema>(path: string, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
export function getJson<T = unknown>(path: string, schema?: undefined, options?: CallOptions): Promise<T>;
export function getJson(path: string, schema?: v.GenericSchema, options: CallOptions = {}): Promise<unknown> {
  return apiClient.request(path, { ...options, schema });
}

/** `POST` a JSON body (or none) and read a JSON answer, validated by `schema` when given. */
export function postJson<S extends v.GenericSchema>(path: string, body: unknown, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
export function postJson<T = unknown>(path: string, body?: unknown, schema?: undefined, options?: CallOptions): Promise<T>;
export function postJson(path: string, body?: unknown, schema?: v.GenericSchema, options: CallOptions = {}): Promise<unknown> {
  return apiClient.request(path, { ...options, method: 'POST', body, schema });
}

/**
 * `PATCH` raw bytes with the call's own headers and read a JSON answer (the recording upload,
 * src-domain/http/routes/video-recordings.ts); the blob's type is the body's content type.
 */
export function patchBytes<S extends v.GenericSchema>(
  path: string,
  body: Blob,
  headers: Readonly<Record<string, string>>,
  schema: S,
  options: CallOptions = {},
): Promise<v.InferOutput<S>> {
  return apiClient.request(path, { ...options, method: 'PATCH', body, headers, schema });
}

/** `POST` and read a text answer, e.g. the pre-check's `Ok` (spec §7). */
export function postText(path: string, body?: unknown, options: CallOptions = {}): Promise<string> {
  return apiClient.request<string>(path, { ...options, method: 'POST', body, responseKind: 'text' });
}

/** `GET` an answer whose body the caller reads as a stream (its status already checked, spec §8 applied). */
export function openResponse(path: string, options: CallOptions = {}): Promise<Response> {
  return apiClient.open(path, options);
}

/**
 * Downloads a file and saves it under the name from `Content-Disposition` (spec §7), or
 * `fallbackName` when the server named none. Resolves to the name used.
 */
export async function downloadFile(path: string, { fallbackName = 'file', ...options }: CallOptions & { fallbackName?: string } = {}): Promise<string> {
  const file = await apiClient.download(path, options);
  const name = file.fileName ?? fallbackName;
  saveBlob(file.blob, name);
  return name;
}
