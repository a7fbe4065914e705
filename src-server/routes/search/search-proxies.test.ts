import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProxySearchResponseSchema } from '../../../src-domain/http/routes/search-proxy.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** The seed's `today`: proxies are judged on this day. */
const SEED_TODAY = new Date('2026-11-22T06:00:00.000Z');

describe('GET /api/search/proxy (route search_proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => SEED_TODAY });
  });
  afterAll(() => t.close());

  const search = async (query: string, locale = 'oz') => {
    const response = await t.app.inject({ url: `/api/search/proxy${query}`, headers: { 'accept-language': locale } });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  it('finds Aziz’s vehicle proxy to Dilnoza: in force, its term, the people as initials only', async () => {
    const { status, body } = await search('?regnum=0012500001&regdate=10.12.2025');
    expect(status).toBe(200);
    expect(v.parse(ProxySearchResponseSchema, body)).toMatchObject({
      found: true,
      registryNumber: '0012500001',
      registryDate: '2025-12-10',
      actTypeId: 101,
      validFrom: '2025-12-10',
      validUntil: '2028-12-09',
      state: 'active',
      principal: 'K*** A***',
      attorney: 'K*** D***',
    });
    expect(JSON.stringify(body)).not.toMatch(/Aziz|Dilnoza|31204842641014/);
  });

  it('reports a proxy whose term ran out as expired, even while the register still says active', async () => {
    const row = await t.db
      .selectFrom('proxies')
      .select(['id', 'registry_number', 'registry_date'])
      .where('state', '=', 'active')
      .where('registry_number', '!=', '0012500001')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('proxies').set({ valid_until: '2026-11-21' }).where('id', '=', row.id).execute();
    const [year, month, day] = row.registry_date.split('-');
    expect((await search(`?regnum=${row.registry_number}&regdate=${day}.${month}.${year}`)).body).toMatchObject({ found: true, state: 'expired' });
  });

  it('answers not found for an unknown number or another date', async () => {
    expect((await search('?regnum=0012500001&regdate=11.12.2025')).body).toEqual({ found: false });
    expect((await search('?regnum=ABC-1&regdate=10.12.2025')).body).toEqual({ found: false });
  });

  it('rejects a missing date with a localized 400', async () => {
    const { status, body } = await search('?regnum=0012500001', 'uz');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', details: [{ path: 'regdate', message: 'Ушбу майдонни тўлдириш мажбурий' }] });
  });
});
