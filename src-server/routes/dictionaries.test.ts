import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS } from '../../src-domain/acts/act-types.ts';
import { DictionaryListResponseSchema, dictionaryPath, dictionaryResponseSchema } from '../../src-domain/http/routes/dictionaries.ts';
import { DICTIONARY_NAMES } from '../../src-domain/http/routes/dictionary-items.ts';
import { PUBLIC_ANSWER_TTL_MS } from '../http/answer-cache.ts';
import { bumpDictionaryVersion } from '../repositories/dictionary-versions.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('dictionaries', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-22T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ scale: 0.2, now: () => new Date(clock) });
  });
  afterAll(() => t.close());

  it('lists every dictionary with its version', async () => {
    const response = await t.app.inject({ url: '/api/dictionaries' });
    expect(response.statusCode).toBe(200);
    const body = v.parse(DictionaryListResponseSchema, response.json());
    expect(body.items.map((item) => item.name)).toEqual(DICTIONARY_NAMES);
    expect(body.items.every((item) => item.version === 1)).toBe(true);
  });

  it.each(DICTIONARY_NAMES)('serves %s in the shape of the contract', async (name) => {
    const response = await t.app.inject({ url: dictionaryPath(name) });
    expect(response.statusCode).toBe(200);
    const body = v.parse(dictionaryResponseSchema(name), response.json());
    expect(body.items.length).toBeGreaterThan(0);
  });

  it('has the 14 regions with names in three locales', async () => {
    const body = v.parse(dictionaryResponseSchema('regions'), (await t.app.inject({ url: dictionaryPath('regions') })).json());
    expect(body.items).toHaveLength(14);
    expect(body.items[0]?.name).toEqual({ oz: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'город Ташкент' });
    expect(body.items.map((r) => r.name.oz)).toContain('Qoraqalpog‘iston Respublikasi');
  });

  it('lists the wizard act types of spec §4', async () => {
    const body = v.parse(dictionaryResponseSchema('act_types'), (await t.app.inject({ url: dictionaryPath('act_types') })).json());
    expect(body.items.map((item) => item.id)).toEqual([...ACT_TYPE_IDS]);
  });

  it('answers 304 when the client already holds the version, 200 after it changes', async () => {
    const first = await t.app.inject({ url: dictionaryPath('countries') });
    const etag = String(first.headers.etag);
    expect(etag).toBe('"1"');
    const cached = await t.app.inject({ url: dictionaryPath('countries'), headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect((await t.app.inject({ url: dictionaryPath('countries'), headers: { 'if-none-match': `"0", W/${etag}` } })).statusCode).toBe(304);

    await bumpDictionaryVersion(t.db, 'countries', new Date('2026-11-23T00:00:00Z'));
    // A version changed outside this process's routes shows once the public answers' lifetime is
    // over (docs/decisions/0052-public-reads-and-health-cost.md): no database read per call.
    expect((await t.app.inject({ url: dictionaryPath('countries'), headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    clock += PUBLIC_ANSWER_TTL_MS + 1;
    const changed = await t.app.inject({ url: dictionaryPath('countries'), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json()).toMatchObject({ version: 2, updatedAt: '2026-11-23T00:00:00.000Z' });
  });

  it('answers an unknown dictionary with a localized 404', async () => {
    const response = await t.app.inject({ url: '/api/dictionaries/planets', headers: { 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Не найдено: /api/dictionaries/planets' });
  });
});
