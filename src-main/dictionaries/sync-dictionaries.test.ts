import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDictionaryCache, type DictionaryCache } from './dictionary-cache.ts';
import { syncDictionaries, type FetchLike } from './sync-dictionaries.ts';

/**
 * The sync's decisions against an API that answers from a table: which requests it makes and
 * what it keeps. The same sync against the real reference server: tests/unit/kiosk-dictionary-sync.test.ts.
 */
const country = (id: number) => ({ id, alpha2: 'UZ', name: { oz: 'O‘zbekiston', uz: 'Ўзбекистон', ru: 'Узбекистан' } });
type Api = { versions: Record<string, number>; requests: string[]; fail?: string };

function fakeApi(api: Api): FetchLike {
  return async (url, init) => {
    const { pathname } = new URL(url);
    api.requests.push(`${pathname}${init?.headers?.['If-None-Match'] ? ` ${init.headers['If-None-Match']}` : ''}`);
    if (api.fail === pathname) return new Response('{"code":"internal_server_error"}', { status: 500 });
    if (pathname === '/api/dictionaries') {
      return Response.json({
        items: Object.entries(api.versions).map(([name, version]) => ({ name, version, updatedAt: '2026-11-20T08:00:00.000Z', itemCount: 1 })),
      });
    }
    const name = pathname.split('/').at(-1)!;
    const version = api.versions[name]!;
    if (init?.headers?.['If-None-Match'] === `"${version}"`) return new Response(null, { status: 304 });
    const items = name === 'countries' ? [country(version)] : [{ id: version, name: { oz: 'a', uz: 'b', ru: 'c' } }];
    return Response.json({ name, version, updatedAt: '2026-11-20T08:00:00.000Z', items }, { headers: { etag: `"${version}"` } });
  };
}

let dir: string;
let cache: DictionaryCache;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'enotary-sync-'));
  cache = openDictionaryCache(path.join(dir, 'dictionaries.sqlite'));
});
afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('syncDictionaries (refreshed by version, docs/architecture.md Kiosk behaviour)', () => {
  it('fetches every dictionary into an empty cache', async () => {
    const api: Api = { versions: { countries: 1, document_types: 4 }, requests: [] };
    const outcome = await syncDictionaries({ cache, apiBaseUrl: 'https://api.example/', fetch: fakeApi(api) });
    expect(outcome).toMatchObject({ ok: true, updated: ['countries', 'document_types'], unchanged: [], error: null });
    expect(api.requests).toEqual(['/api/dictionaries', '/api/dictionaries/countries', '/api/dictionaries/document_types']);
    expect(cache.get('countries')?.items).toEqual([country(1)]);
  });

  it('asks nothing more for a dictionary whose version it holds, and only the changed one with its ETag', async () => {
    const api: Api = { versions: { countries: 1, document_types: 4 }, requests: [] };
    await syncDictionaries({ cache, apiBaseUrl: 'https://api.example', fetch: fakeApi(api) });
    api.requests = [];
    api.versions.countries = 2;
    const outcome = await syncDictionaries({ cache, apiBaseUrl: 'https://api.example', fetch: fakeApi(api) });
    expect(outcome).toMatchObject({ ok: true, updated: ['countries'], unchanged: ['document_types'] });
    expect(api.requests).toEqual(['/api/dictionaries', '/api/dictionaries/countries "1"']);
    expect(cache.get('countries')?.version).toBe(2);
  });

  it('keeps its copies when the API fails, and says what failed', async () => {
    const api: Api = { versions: { countries: 1 }, requests: [] };
    await syncDictionaries({ cache, apiBaseUrl: 'https://api.example', fetch: fakeApi(api) });
    api.versions.countries = 2;
    api.fail = '/api/dictionaries/countries';
    const outcome = await syncDictionaries({ cache, apiBaseUrl: 'https://api.example', fetch: fakeApi(api) });
    expect(outcome).toMatchObject({ ok: false, error: 'GET /api/dictionaries/countries: HTTP 500' });
    expect(cache.get('countries')?.version).toBe(1);
  });

  it('refuses items outside the domain schema and a network that is down', async () => {
    const broken: FetchLike = async (url) =>
      new URL(url).pathname === '/api/dictionaries'
        ? Response.json({ items: [{ name: 'countries', version: 1, updatedAt: 'x', itemCount: 1 }] })
        : Response.json({ name: 'countries', version: 1, updatedAt: 'x', items: [{ id: 'one' }] });
    expect(await syncDictionaries({ cache, apiBaseUrl: 'https://api.example', fetch: broken })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^unexpected answer/),
    });
    expect(cache.get('countries')).toBeNull();
    const down: FetchLike = () => Promise.reject(new TypeError('fetch failed'));
    expect(await syncDictionaries({ cache, apiBaseUrl: 'https://api.example', fetch: down })).toMatchObject({ ok: false, error: 'fetch failed' });
  });
});
