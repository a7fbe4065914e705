import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS } from '../../src-domain/acts/act-types.ts';
import { CatalogueResponseSchema } from '../../src-domain/http/routes/catalogue.ts';
import { catalogueServicePath, CatalogueServiceResponseSchema } from '../../src-domain/http/routes/catalogue-service.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('service catalogue (spec screen 10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ scale: 0.3 });
  });
  afterAll(() => t.close());

  it('groups services and offers a service for every wizard act type', async () => {
    const response = await t.app.inject({ url: '/api/catalogue' });
    expect(response.statusCode).toBe(200);
    const body = v.parse(CatalogueResponseSchema, response.json());
    expect(body.bcvTiyin).toBe(41_200_000);
    const services = body.groups.flatMap((g) => g.services);
    expect(new Set(services.map((s) => s.actTypeId).filter((id) => id !== null))).toEqual(new Set(ACT_TYPE_IDS));
    expect(services.some((s) => s.actTypeId === null)).toBe(true);
    expect(services.some((s) => s.actsCount > 0)).toBe(true);
  });

  it('searches service names in any locale', async () => {
    const body = v.parse(CatalogueResponseSchema, (await t.app.inject({ url: `/api/catalogue?q=${encodeURIComponent('доверенность')}` })).json());
    const names = body.groups.flatMap((g) => g.services.map((s) => s.name.ru.toLowerCase()));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('доверенност'))).toBe(true);
  });

  it('describes one service with documents, participants and related services', async () => {
    const list = v.parse(CatalogueResponseSchema, (await t.app.inject({ url: '/api/catalogue' })).json());
    const sale = list.groups.flatMap((g) => g.services).find((s) => s.actTypeId === 1);
    const response = await t.app.inject({ url: catalogueServicePath(sale?.id ?? 0) });
    expect(response.statusCode).toBe(200);
    const service = v.parse(CatalogueServiceResponseSchema, response.json());
    expect(service.participants.map((p) => p.oz)).toEqual(['Sotuvchi', 'Xaridor']);
    expect(service.requiredDocuments.length).toBeGreaterThan(1);
    expect(service.related.length).toBeGreaterThan(0);
    expect(service.duration.ru).toBe('1 рабочий день');
  });

  it('answers an unknown service with a localized 404', async () => {
    const response = await t.app.inject({ url: catalogueServicePath(4040), headers: { 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Не найдено: /api/catalogue/4040' });
  });
});
