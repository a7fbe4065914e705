import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatisticsResponseSchema, type StatisticsResponse } from '../../src-domain/http/routes/statistics.ts';
import { isCountedAct } from '../../src-domain/statistics/counted-acts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

interface ActRow {
  act_type_id: number;
  region_id: number;
  regdate: string | null;
  state: Parameters<typeof isCountedAct>[0]['state'];
}

/** The expected figures counted row by row, with the domain rule, not with SQL. */
function directCount(acts: readonly ActRow[], from: string, to: string, region?: number) {
  const counted = acts.filter(
    (a) => isCountedAct(a) && a.regdate !== null && a.regdate >= from && a.regdate <= to && (region === undefined || a.region_id === region),
  );
  const tally = <K>(key: (a: ActRow) => K) => {
    const map = new Map<K, number>();
    for (const a of counted) map.set(key(a), (map.get(key(a)) ?? 0) + 1);
    return map;
  };
  return { total: counted.length, byType: tally((a) => a.act_type_id), byRegion: tally((a) => a.region_id), byMonth: tally((a) => a.regdate?.slice(0, 7)) };
}

const nonZero = <K>(items: { key: K; count: number }[]) => new Map(items.filter((i) => i.count > 0).map((i) => [i.key, i.count]));

// Spec §1 "statistics": registered acts by type, region and month.
describe('GET /api/statistics (docs/decisions/0005-statistics-and-dictionary-updates.md)', () => {
  let t: TestApp;
  let acts: ActRow[];
  beforeAll(async () => {
    t = await createTestApp({ searchRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    acts = await t.db
      .selectFrom('notarial_acts as a')
      .innerJoin('notary_offices as o', 'o.id', 'a.office_id')
      .select(['a.act_type_id', 'o.region_id', 'a.regdate', 'a.state'])
      .execute();
  });
  afterAll(() => t.close());

  const get = async (query: string, locale = 'oz') => {
    const response = await t.app.inject({ url: `/api/statistics${query}`, headers: { 'accept-language': locale } });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const stats = async (query: string): Promise<StatisticsResponse> => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    return v.parse(StatisticsResponseSchema, body);
  };

  it.each([
    ['the seed’s whole two years', '01.01.2024', '31.12.2026', '2024-01-01', '2026-12-31'],
    ['the year 2026', '01.01.2026', '31.12.2026', '2026-01-01', '2026-12-31'],
    ['one spring', '01.03.2025', '31.05.2025', '2025-03-01', '2025-05-31'],
  ])('adds up to a direct count of the registered acts: %s', async (_name, from, to, isoFrom, isoTo) => {
    const body = await stats(`?from=${from}&to=${to}`);
    const expected = directCount(acts, isoFrom, isoTo);
    expect(body.total).toBe(expected.total);
    expect(nonZero(body.byType.map((i) => ({ key: i.actTypeId, count: i.count })))).toEqual(expected.byType);
    expect(nonZero(body.byRegion.map((i) => ({ key: i.regionId, count: i.count })))).toEqual(expected.byRegion);
    expect(nonZero(body.byMonth.map((i) => ({ key: i.month, count: i.count })))).toEqual(expected.byMonth);
    expect(body.byRegion).toHaveLength(14);
    expect(body.from).toBe(isoFrom);
  });

  it('has a few hundred acts in the seed, of which the registered ones count', async () => {
    const body = await stats('?from=01.01.2024&to=31.12.2026');
    expect(acts.length).toBeGreaterThan(300);
    expect(body.total).toBeGreaterThan(100);
    expect(body.total).toBeLessThan(acts.length);
    expect(body.byMonth.map((m) => m.month)).toHaveLength(36);
  });

  it('filters by region: only that region, and its own direct count', async () => {
    const region = acts.find((a) => a.regdate !== null)?.region_id ?? 1;
    const body = await stats(`?from=01.01.2024&to=31.12.2026&region=${region}`);
    const expected = directCount(acts, '2024-01-01', '2026-12-31', region);
    expect(body.region).toBe(region);
    expect(body.byRegion).toEqual([{ regionId: region, count: expected.total }]);
    expect(body.total).toBe(expected.total);
    expect(body.total).toBeGreaterThan(0);
  });

  it('answers an empty period with zeros in every row', async () => {
    const body = await stats('?from=01.01.2030&to=31.03.2030');
    expect(body.total).toBe(0);
    expect(body.byMonth).toEqual([
      { month: '2030-01', count: 0 },
      { month: '2030-02', count: 0 },
      { month: '2030-03', count: 0 },
    ]);
    expect(body.byType.every((i) => i.count === 0)).toBe(true);
  });

  it.each([
    ['?from=02.01.2026&to=01.01.2026', 'ru', 'to', 'Дата начала не может быть позже даты окончания'],
    ['?from=01.01.2020&to=31.12.2026', 'uz', 'to', 'Давр 36 ойдан ошмаслиги керак'],
    ['?from=31.02.2026&to=31.12.2026', 'oz', 'from', 'Sana noto‘g‘ri kiritildi, namuna: 31.12.2024'],
    ['?to=31.12.2026', 'ru', 'from', 'Это поле обязательно для заполнения'],
    ['?from=01.01.2026&to=31.12.2026&region=abc', 'ru', 'region', 'Введено некорректное значение'],
    ['?from=01.01.2026&to=31.12.2026&region=99', 'ru', 'region', 'Введено некорректное значение'],
  ])('rejects %s with a localized 400', async (query, locale, path, message) => {
    const { status, body } = await get(query, locale);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', details: [{ path, message }] });
  });

  it('sends an answer with its tag, and a client holding that tag a 304 without a body', async () => {
    const url = '/api/statistics?from=01.01.2025&to=30.06.2026';
    const first = await t.app.inject({ url });
    const etag = first.headers.etag;
    expect(first.statusCode).toBe(200);
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: '/api/statistics?from=01.01.2025&to=31.07.2026', headers: { 'if-none-match': String(etag) } });
    expect(other.statusCode).toBe(200);
  });

  it('reuses an answer for a short time: a new registration shows after the cache expires', async () => {
    const query = '?from=01.01.2026&to=31.12.2026';
    const before = await stats(query);
    const template = await t.db
      .selectFrom('notarial_acts')
      .selectAll()
      .where('regdate', '>=', '2026-01-01')
      .where('state', '=', 'active')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    await t.db
      .insertInto('notarial_acts')
      .values({ ...copy, uuid: '00000000-0000-4000-8000-00000000cafe', regnum: 'CACHE-1' })
      .execute();
    expect((await stats(query)).total).toBe(before.total);
    // The same period asked another way (with a region) is another query, computed afresh.
    const region = await t.db
      .selectFrom('notary_offices')
      .select('region_id')
      .where('id', '=', template.office_id ?? 0)
      .executeTakeFirstOrThrow();
    const fresh = await stats(`${query}&region=${region.region_id}`);
    expect(fresh.total).toBe(
      directCount(
        [...acts, { act_type_id: copy.act_type_id, region_id: region.region_id, regdate: copy.regdate, state: 'active' }],
        '2026-01-01',
        '2026-12-31',
        region.region_id,
      ).total,
    );
  });
});

describe('GET /api/statistics rate limit (docs/security.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ scale: 0.2, searchRateLimit: { max: 2, timeWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('answers the third request in the window with a localized 429', async () => {
    const send = () => t.app.inject({ url: '/api/statistics?from=01.01.2026&to=31.12.2026', headers: { 'accept-language': 'ru' } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
  });
});
