import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotaryListResponseSchema, type NotarySummary } from '../../../src-domain/http/routes/notaries.ts';
import { NotaryDetailsResponseSchema, notaryPath } from '../../../src-domain/http/routes/notary-details.ts';
import { DEMO_NOTARY_ID } from '../../seed/demo-cast.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('GET /api/notaries (spec screen 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function list(query: string, locale = 'oz') {
    const response = await t.app.inject({ url: `/api/notaries${query}`, headers: { 'accept-language': locale } });
    expect(response.statusCode).toBe(200);
    return v.parse(NotaryListResponseSchema, response.json());
  }

  it('pages the whole registry, best rated first by default', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 200, page: 1, pageSize: 20 });
    expect(page.items).toHaveLength(20);
    const ratings = page.items.map((n) => n.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('never repeats a notary across pages', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 4; page += 1) {
      for (const notary of (await list(`?page=${page}&pageSize=50`)).items) seen.add(notary.id);
    }
    expect(seen.size).toBe(200);
    expect((await list('?page=5&pageSize=50')).items).toEqual([]);
  });

  it('filters by region and district', async () => {
    const region = await list('?region=5&pageSize=100');
    expect(region.total).toBeGreaterThan(0);
    expect(region.items.every((n) => n.regionId === 5)).toBe(true);
    const districtId = region.items[0]?.districtId ?? 0;
    const district = await list(`?region=5&district=${districtId}&pageSize=100`);
    expect(district.total).toBeLessThanOrEqual(region.total);
    expect(district.items.every((n) => n.districtId === districtId)).toBe(true);
  });

  it('finds a notary by name in any script, with an ASCII apostrophe too', async () => {
    const latin = await list('?q=saidova');
    expect(latin.items.map((n) => n.id)).toContain(DEMO_NOTARY_ID);
    expect((await list('?q=%D0%A1%D0%B0%D0%B8%D0%B4%D0%BE%D0%B2%D0%B0')).items.map((n) => n.id)).toContain(DEMO_NOTARY_ID);
    const apostrophe = await list("?q=o'g'li&pageSize=100");
    expect(apostrophe.total).toBeGreaterThan(0);
    expect((await list('?q=%25%25%25')).total).toBe(0);
  });

  it('sorts by name in the caller locale and by review count', async () => {
    const byName = (await list('?sort=name&pageSize=100', 'ru')).items.map((n) => n.name.ru);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byReviews = (await list('?sort=reviews&pageSize=100')).items.map((n: NotarySummary) => n.reviewCount);
    expect(byReviews).toEqual([...byReviews].sort((a, b) => b - a));
  });

  it.each([
    ['?pageSize=101', 'pageSize', 'Введено некорректное значение'],
    ['?page=0', 'page', 'Введено некорректное значение'],
    ['?page=abc', 'page', 'Введено некорректное значение'],
    ['?sort=age', 'sort', 'Введено некорректное значение'],
    ['?region=1&region=2', 'region', 'Введено некорректное значение'],
    [`?q=${'x'.repeat(101)}`, 'q', 'Можно ввести не более 100 символов'],
  ])('rejects %s with a localized 400 naming the field', async (query, path, message) => {
    const response = await t.app.inject({ url: `/api/notaries${query}`, headers: { 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message: 'Данные введены неверно', details: [{ path, message }] });
  });

  it('shows one notary with timetable and the newest reviews, authors abbreviated', async () => {
    const response = await t.app.inject({ url: notaryPath(DEMO_NOTARY_ID) });
    expect(response.statusCode).toBe(200);
    const notary = v.parse(NotaryDetailsResponseSchema, response.json());
    expect(notary).toMatchObject({ id: 1, licenceNumber: '0001', regionId: 1, office: { id: 1 } });
    expect(notary.name.oz).toBe('Saidova Gulnora Anvar qizi');
    expect(notary.timetable.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    const dates = notary.reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const review of notary.reviews) expect(review.author).toMatch(/^\S+ \S\.$/);
  });

  it('answers an unknown id with a localized 404 and a malformed one with 400', async () => {
    const missing = await t.app.inject({ url: notaryPath(99_999), headers: { 'accept-language': 'uz' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Саҳифа топилмади: /api/notaries/99999' });
    expect((await t.app.inject({ url: '/api/notaries/abc' })).statusCode).toBe(400);
  });
});
