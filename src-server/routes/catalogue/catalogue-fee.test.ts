import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueResponseSchema } from '../../../src-domain/http/routes/catalogue.ts';
import { catalogueFeePath, CatalogueFeeResponseSchema } from '../../../src-domain/http/routes/catalogue-fee.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('GET /api/catalogue/:id/fee (spec §9 fees and close-relative discounts)', () => {
  let t: TestApp;
  const serviceOf = new Map<number, number>();
  beforeAll(async () => {
    t = await createTestApp({ scale: 0.1 });
    const list = v.parse(CatalogueResponseSchema, (await t.app.inject({ url: '/api/catalogue?pageSize=100' })).json());
    for (const service of list.items) if (service.actTypeId !== null) serviceOf.set(service.actTypeId, service.id);
  });
  afterAll(() => t.close());

  async function fee(actTypeId: number, query: string, locale = 'oz') {
    const response = await t.app.inject({ url: `${catalogueFeePath(serviceOf.get(actTypeId) ?? 0)}${query}`, headers: { 'accept-language': locale } });
    expect(response.statusCode).toBe(200);
    return v.parse(CatalogueFeeResponseSchema, response.json());
  }

  it('charges a vehicle sale 1 % of the price, with the total in words of the locale', async () => {
    const body = await fee(1, `?value=${encodeURIComponent('150 000 000')}`, 'ru');
    expect(body).toMatchObject({ bcvTiyin: 41_200_000, fee: { percentOfBcv: 0, permilleOfValue: 10 }, valueTiyin: 15_000_000_000, relationship: 'none' });
    expect(body.breakdown).toEqual({ lines: [{ kind: 'valuePart', tiyin: 150_000_000 }], totalTiyin: 150_000_000, valueMissing: false, payablePercent: null });
    expect(body.totalInWords).toBe('один миллион пятьсот тысяч сумов 00 тийинов');
  });

  it.each([
    ['a child: 5 % of the duty', 1, 'child', 7_500_000],
    ['a nephew: full duty, transfers do not name nephews', 1, 'nephew', 150_000_000],
    ['a spouse on a gift: 5 %', 4, 'spouse', 7_500_000],
  ])('a vehicle transfer to %s', async (_name, actTypeId, relationship, total) => {
    const body = await fee(actTypeId, `?value=150000000&relationship=${relationship}`);
    expect(body.breakdown.totalTiyin).toBe(total);
  });

  it('halves a vehicle power of attorney for a nephew and says it in Cyrillic Uzbek', async () => {
    const body = await fee(101, '?relationship=nephew', 'uz');
    expect(body.breakdown).toEqual({
      lines: [
        { kind: 'stateDuty', tiyin: 20_600_000 },
        { kind: 'relativeDiscount', tiyin: 10_300_000 },
      ],
      totalTiyin: 10_300_000,
      valueMissing: false,
      payablePercent: 50,
    });
    expect(body.totalInWords).toBe('бир юз уч минг сўм 00 тийин');
  });

  it('reads decimals with a point or a comma and rounds to the tiyin', async () => {
    expect((await fee(1, '?value=12345.67')).breakdown.totalTiyin).toBe(12_346);
    expect((await fee(1, `?value=${encodeURIComponent('12 345,67')}`)).breakdown.totalTiyin).toBe(12_346);
  });

  it('treats an absent or empty value as not entered yet', async () => {
    for (const query of ['', '?value=', '?value=%20']) {
      const body = await fee(1, query);
      expect(body.valueTiyin).toBeNull();
      expect(body.breakdown).toMatchObject({ totalTiyin: 0, valueMissing: true });
      expect(body.totalInWords).toBe('nol so‘m 00 tiyin');
    }
  });

  it('follows the base calculation value in the settings', async () => {
    const setBcv = (value: string) => t.db.updateTable('settings').set({ value }).where('key', '=', 'bcv_tiyin').execute();
    await setBcv('37500000');
    try {
      expect((await fee(101, '')).breakdown.totalTiyin).toBe(18_750_000);
    } finally {
      await setBcv('41200000');
    }
  });

  it.each([
    ['?value=abc', 'value', 'Сумма нотўғри киритилди, намуна: 1 234 567,89', 'uz'],
    ['?value=1.234', 'value', 'Неверная сумма, образец: 1 234 567,89', 'ru'],
    ['?value=-5', 'value', 'Summa noto‘g‘ri kiritildi, namuna: 1 234 567,89', 'oz'],
    ['?value=1&value=2', 'value', 'Неверная сумма, образец: 1 234 567,89', 'ru'],
    ['?relationship=cousin', 'relationship', 'Введено некорректное значение', 'ru'],
  ])('rejects %s with a localized 400', async (query, path, message, locale) => {
    const response = await t.app.inject({ url: `${catalogueFeePath(serviceOf.get(1) ?? 0)}${query}`, headers: { 'accept-language': locale } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ path, message }] });
  });

  it('answers an unknown service with 404 and a bad id with 400', async () => {
    expect((await t.app.inject({ url: catalogueFeePath(4040) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/catalogue/x/fee' })).statusCode).toBe(400);
  });
});
