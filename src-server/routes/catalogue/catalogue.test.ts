import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS } from '../../../src-domain/acts/act-types.ts';
import { CatalogueResponseSchema, type CatalogueResponse } from '../../../src-domain/http/routes/catalogue.ts';
import { catalogueServicePath, CatalogueServiceResponseSchema } from '../../../src-domain/http/routes/catalogue-service.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('service catalogue (spec screen 10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ scale: 0.3 });
  });
  afterAll(() => t.close());

  async function list(query = ''): Promise<CatalogueResponse> {
    const response = await t.app.inject({ url: `/api/catalogue${query}` });
    expect(response.statusCode).toBe(200);
    return v.parse(CatalogueResponseSchema, response.json());
  }

  async function all(): Promise<CatalogueResponse['items']> {
    return (await list('?pageSize=100')).items;
  }

  it('lists every group with its count and a service for every wizard act type', async () => {
    const body = await list('?pageSize=100');
    expect(body.bcvTiyin).toBe(41_200_000);
    expect(body.groups).toHaveLength(7);
    expect(body.total).toBe(body.items.length);
    expect(body.groups.reduce((sum, g) => sum + g.serviceCount, 0)).toBe(body.total);
    expect(new Set(body.items.map((s) => s.actTypeId).filter((id) => id !== null))).toEqual(new Set(ACT_TYPE_IDS));
    expect(body.items.some((s) => s.actTypeId === null)).toBe(true);
    expect(body.items.some((s) => s.actsCount > 0)).toBe(true);
  });

  it('pages in catalogue order without overlap (20 by default)', async () => {
    const everything = await all();
    const first = await list();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: everything.length });
    expect(first.items).toHaveLength(20);
    const second = await list('?page=2&pageSize=20');
    expect([...first.items, ...second.items].map((s) => s.id)).toEqual(everything.map((s) => s.id));
    expect((await list('?page=9')).items).toEqual([]);
  });

  it('filters by group and keeps every group count', async () => {
    const body = await list('?group=3');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((s) => s.groupId === 3)).toBe(true);
    expect(body.total).toBe(body.groups.find((g) => g.id === 3)?.serviceCount);
    expect(body.groups).toHaveLength(7);
  });

  it('searches service names in any locale, apostrophes folded', async () => {
    const ru = await list(`?q=${encodeURIComponent('ДОВЕРЕННОСТЬ')}`);
    expect(ru.items.length).toBeGreaterThan(2);
    expect(ru.items.every((s) => s.name.ru.toLowerCase().includes('доверенност'))).toBe(true);
    const oz = await list(`?q=${encodeURIComponent("ko'chmas mulk")}`);
    expect(oz.items.map((s) => s.actTypeId)).toContain(105);
    const uz = await list(`?q=${encodeURIComponent('ишончнома')}`);
    expect(uz.items.map((s) => s.id)).toEqual(ru.items.map((s) => s.id));
  });

  it('searches the descriptions too, and counts matches per group', async () => {
    // "пенсию" is only in the simplified description of the pension proxy ("получение пенсии" in its name).
    const pension = await list(`?q=${encodeURIComponent('пенсию')}`);
    expect(pension.items.map((s) => s.name.oz)).toEqual(['Pensiya olish uchun ishonchnoma']);
    expect(pension.groups.filter((g) => g.serviceCount > 0).map((g) => g.id)).toEqual([pension.items[0]?.groupId]);
    // "avtomobil" is in the simplified descriptions of the vehicle acts, not in their names.
    const car = await list('?q=avtomobil');
    expect(car.items.map((s) => s.actTypeId)).toEqual(expect.arrayContaining([1, 4, 101]));
  });

  it('answers a search without matches with an empty page', async () => {
    const body = await list(`?q=${encodeURIComponent('100%_\\')}`);
    expect(body.items).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.groups.every((g) => g.serviceCount === 0)).toBe(true);
  });

  it.each([
    ['?page=0', 'page', 'Noto‘g‘ri qiymat kiritildi', 'oz'],
    ['?pageSize=101', 'pageSize', 'Введено некорректное значение', 'ru'],
    ['?group=abc', 'group', 'Нотўғри қиймат киритилди', 'uz'],
    [`?q=${'x'.repeat(101)}`, 'q', 'Можно ввести не более 100 символов', 'ru'],
  ])('rejects %s with a localized 400', async (query, path, message, locale) => {
    const response = await t.app.inject({ url: `/api/catalogue${query}`, headers: { 'accept-language': locale } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ path, message }] });
  });

  it('describes one service with every field of screen 10', async () => {
    const sale = (await all()).find((s) => s.actTypeId === 1);
    const response = await t.app.inject({ url: catalogueServicePath(sale?.id ?? 0) });
    expect(response.statusCode).toBe(200);
    const service = v.parse(CatalogueServiceResponseSchema, response.json());
    expect(service.group.name.ru).toBe('Сделки с транспортными средствами');
    expect(service.name.ru).toBe('Договор купли-продажи транспортного средства');
    expect(service.actsCount).toBe(sale?.actsCount);
    expect(service.descriptionByLaw.ru).toContain('О нотариате');
    expect(service.simplifiedDescription.oz).toContain('Avtomobilingizni');
    expect(service.participants.map((p) => p.oz)).toEqual(['Sotuvchi', 'Xaridor']);
    expect(service.requiredDocuments.find((d) => d.name.ru.startsWith('Документ, удостоверяющий'))).toMatchObject({ copies: 0, originals: 1 });
    expect(service.requiredDocuments.some((d) => d.copies > 0)).toBe(true);
    expect(service.fee).toEqual({ percentOfBcv: 0, permilleOfValue: 10 });
    expect(service.duration.ru).toBe('1 рабочий день');
    expect(service.result.ru.length).toBeGreaterThan(0);
    expect(service.conditions.ru.length).toBeGreaterThan(0);
    expect(service.related.length).toBeGreaterThan(0);
    expect(service.related.every((r) => r.id !== service.id && r.name.oz.length > 0)).toBe(true);
  });

  it('counts the acts that got a registry number with the service', async () => {
    const sale = (await all()).find((s) => s.actTypeId === 1);
    const rows = await t.db
      .selectFrom('notarial_acts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('catalogue_service_id', '=', sale?.id ?? 0)
      .where('regnum', 'is not', null)
      .executeTakeFirst();
    expect(sale?.actsCount).toBe(Number(rows?.count));
    expect(sale?.actsCount).toBeGreaterThan(0);
  });

  it('answers an unknown service with a localized 404', async () => {
    const response = await t.app.inject({ url: catalogueServicePath(4040), headers: { 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Не найдено: /api/catalogue/4040' });
  });
});
