import * as v from 'valibot';
import type { DictionarySyncOutcome } from '../../src-domain/bridge/dictionary-contract.ts';
import { DICTIONARIES_PATH, DictionaryListResponseSchema, dictionaryPath, dictionaryResponseSchema } from '../../src-domain/http/routes/dictionaries.ts';
import type { DictionaryName } from '../../src-domain/http/routes/dictionary-items.ts';
import type { DictionaryCache } from './dictionary-cache.ts';

export type FetchLike = (url: string, init?: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<Response>;

export type SyncInput = {
  cache: DictionaryCache;
  apiBaseUrl: string;
  fetch: FetchLike;
  now?: () => Date;
  /** Per request; the API's dictionaries are small, a slow answer means a bad network. */
  timeoutMs?: number;
};

export const SYNC_REQUEST_TIMEOUT_MS = 10_000;

/**
 * One sync by version (docs/architecture.md, Kiosk behaviour): the list of `GET /api/dictionaries`
 * says each dictionary's version; one whose intact copy has that version costs no request, any
 * other is asked for with the ETag held (`If-None-Match`, a 304 keeps the copy) and stored
 * only after its items passed the domain's schema. A failure leaves every copy as it was.
 */
export async function syncDictionaries(input: SyncInput): Promise<DictionarySyncOutcome> {
  const now = input.now ?? (() => new Date());
  const timeoutMs = input.timeoutMs ?? SYNC_REQUEST_TIMEOUT_MS;
  const origin = new URL(input.apiBaseUrl).origin;
  const get = (path: string, headers: Record<string, string> = {}) =>
    input.fetch(`${origin}${path}`, { headers: { Accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
  const updated: DictionaryName[] = [];
  const unchanged: DictionaryName[] = [];
  const done = (error: string | null): DictionarySyncOutcome => ({ at: now().toISOString(), ok: error === null, updated, unchanged, error });

  try {
    const listResponse = await get(DICTIONARIES_PATH);
    if (!listResponse.ok) return done(`GET ${DICTIONARIES_PATH}: HTTP ${listResponse.status}`);
    const list = v.parse(DictionaryListResponseSchema, await listResponse.json());
    for (const { name, version } of list.items) {
      const held = input.cache.get(name);
      const etag = held ? input.cache.etagOf(name) : null;
      if (held && etag && held.version === version) {
        input.cache.confirm(name);
        unchanged.push(name);
        continue;
      }
      const response = await get(dictionaryPath(name), etag ? { 'If-None-Match': etag } : {});
      if (response.status === 304 && held) {
        input.cache.confirm(name);
        unchanged.push(name);
        continue;
      }
      if (!response.ok) return done(`GET ${dictionaryPath(name)}: HTTP ${response.status}`);
      const body = v.parse(dictionaryResponseSchema(name), await response.json());
      input.cache.put({ name, version: body.version, updatedAt: body.updatedAt, items: body.items }, response.headers.get('etag') ?? `"${body.version}"`);
      updated.push(name);
    }
    return done(null);
  } catch (error) {
    return done(error instanceof v.ValiError ? `unexpected answer: ${v.summarize(error.issues)}` : error instanceof Error ? error.message : String(error));
  }
}
