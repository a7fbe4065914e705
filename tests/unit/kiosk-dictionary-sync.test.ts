import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryPath, dictionaryResponseSchema } from '../../src-domain/http/routes/dictionaries.ts';
import { DICTIONARY_NAMES } from '../../src-domain/http/routes/dictionary-items.ts';
import { openDictionaryCache, type DictionaryCache } from '../../src-main/dictionaries/dictionary-cache.ts';
import { createDictionaryService, type DictionaryService } from '../../src-main/dictionaries/dictionary-service.ts';
import { PUBLIC_ANSWER_TTL_MS } from '../../src-server/http/answer-cache.ts';
import { bumpDictionaryVersion } from '../../src-server/repositories/dictionary-versions.ts';
import { createTestApp, type TestApp } from '../../src-server/test-support/test-app.ts';

/** The kiosk's dictionary sync (src-main) against the real reference server over HTTP. */
describe('kiosk dictionary cache synced from the reference server', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-26T08:00:00Z');
  let origin: string;
  let dir: string;
  let cache: DictionaryCache;
  let service: DictionaryService;
  const requests: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ scale: 0.2, now: () => new Date(clock) });
    t.app.addHook('onRequest', async (request) => void requests.push(`${request.url} ${request.headers['if-none-match'] ?? ''}`.trim()));
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    dir = mkdtempSync(path.join(tmpdir(), 'enotary-kiosk-sync-'));
    cache = openDictionaryCache(path.join(dir, 'dictionaries.sqlite'));
    service = createDictionaryService({ cache, apiBaseUrl: `${origin}/`, fetch: (url, init) => fetch(url, init) });
  }, 60_000);
  afterAll(async () => {
    cache.close();
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('copies every dictionary the API lists, item for item', async () => {
    const outcome = await service.sync();
    expect(outcome).toMatchObject({ ok: true, error: null, unchanged: [] });
    expect([...outcome.updated].sort()).toEqual([...DICTIONARY_NAMES].sort());
    for (const name of DICTIONARY_NAMES) {
      const fromApi = v.parse(dictionaryResponseSchema(name), await (await fetch(`${origin}${dictionaryPath(name)}`)).json());
      expect(service.get(name)).toEqual(fromApi);
    }
    expect(service.status()).toMatchObject({ healthy: true, missing: [], lastSync: { ok: true } });
  });

  it('fetches again only the dictionary whose version moved, naming the version held', async () => {
    await bumpDictionaryVersion(t.db, 'countries', new Date('2026-11-26T09:00:00Z'));
    // A version changed outside the server's routes shows in its list once the list's answer
    // lifetime is over (docs/decisions/0039-public-answer-cache.md).
    clock += PUBLIC_ANSWER_TTL_MS + 1;
    requests.length = 0;
    const outcome = await service.sync();
    expect(outcome).toMatchObject({ ok: true, updated: ['countries'] });
    // The tag held is the one the answer carried: weak when it came gzipped (fetch accepts gzip;
    // http/answer-cache.ts), and a weak tag still matches the version for a 304.
    expect(requests).toHaveLength(2);
    expect(requests[0]).toBe('/api/dictionaries');
    expect(requests[1]).toMatch(/^\/api\/dictionaries\/countries (W\/)?"1"$/);
    expect(service.get('countries')?.version).toBe(2);
  });
});
