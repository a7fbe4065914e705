import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryEtag, DictionaryListResponseSchema, dictionaryPath, dictionaryResponseSchema } from '../../src-domain/http/routes/dictionaries.ts';
import { DICTIONARY_NAMES } from '../../src-domain/http/routes/dictionary-items.ts';
import { PUBLIC_ANSWER_TTL_MS } from '../http/answer-cache.ts';
import { bumpDictionaryVersion } from '../repositories/dictionary-versions.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * The update_dict page (spec §2 screen 18): the five reference dictionaries
 * (regions, districts, countries, document types, act catalogue) with versions and item counts,
 * and a re-fetch with If-None-Match that costs a 304 when nothing changed.
 */
describe('dictionaries for the update_dict page (docs/decisions/0005-statistics-and-dictionary-updates.md)', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-23T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ scale: 0.2, now: () => new Date(clock) });
  });
  afterAll(() => t.close());

  const list = async () => v.parse(DictionaryListResponseSchema, (await t.app.inject({ url: '/api/dictionaries' })).json());

  it('has the five reference dictionaries of the issue, the act catalogue among them', async () => {
    const names = (await list()).items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['regions', 'districts', 'countries', 'document_types', 'catalogue_services']));
  });

  it.each(DICTIONARY_NAMES)('counts the items of %s as the dictionary itself holds them', async (name) => {
    const summary = (await list()).items.find((item) => item.name === name);
    const body = v.parse(dictionaryResponseSchema(name), (await t.app.inject({ url: dictionaryPath(name) })).json());
    expect(summary?.itemCount).toBe(body.items.length);
    expect(summary?.itemCount).toBeGreaterThan(0);
  });

  it('serves the act catalogue: every catalogue service with its group, wizard type and names', async () => {
    const body = v.parse(dictionaryResponseSchema('catalogue_services'), (await t.app.inject({ url: dictionaryPath('catalogue_services') })).json());
    const services = await t.db.selectFrom('catalogue_services').select(['id', 'group_id', 'act_type_id', 'name_ru']).execute();
    expect(body.items).toHaveLength(services.length);
    const vehicleSale = body.items.find((item) => item.actTypeId === 1);
    expect(vehicleSale?.name.ru).toBe(services.find((s) => s.id === vehicleSale?.id)?.name_ru);
    expect(vehicleSale?.groupId).toBe(services.find((s) => s.id === vehicleSale?.id)?.group_id);
  });

  it('answers 304 to the version held, and 200 with the new version once it changed', async () => {
    const first = await t.app.inject({ url: dictionaryPath('catalogue_services') });
    expect(first.headers.etag).toBe(dictionaryEtag(1));
    const unchanged = await t.app.inject({ url: dictionaryPath('catalogue_services'), headers: { 'if-none-match': '"1"' } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await bumpDictionaryVersion(t.db, 'catalogue_services', new Date('2026-11-23T09:00:00Z'));
    // The list and each dictionary are public answers kept for their lifetime
    // (docs/decisions/0039-public-answer-cache.md, docs/decisions/0052-public-reads-and-health-cost.md):
    // a version changed outside this process's routes shows once that lifetime is over.
    expect((await t.app.inject({ url: dictionaryPath('catalogue_services'), headers: { 'if-none-match': '"1"' } })).statusCode).toBe(304);
    expect((await list()).items.find((item) => item.name === 'catalogue_services')).toMatchObject({ version: 1 });
    clock += PUBLIC_ANSWER_TTL_MS + 1;
    const changed = await t.app.inject({ url: dictionaryPath('catalogue_services'), headers: { 'if-none-match': '"1"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json()).toMatchObject({ version: 2, updatedAt: '2026-11-23T09:00:00.000Z' });
    expect((await list()).items.find((item) => item.name === 'catalogue_services')).toMatchObject({ version: 2, updatedAt: '2026-11-23T09:00:00.000Z' });
  });

  it('limits the dictionary calls per client (docs/security.md)', async () => {
    const response = await t.app.inject({ url: '/api/dictionaries' });
    expect(response.headers['x-ratelimit-limit']).toBe('600');
  });
});
