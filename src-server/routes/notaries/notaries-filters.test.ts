import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotaryListResponseSchema } from '../../../src-domain/http/routes/notaries.ts';
import { TimetableDaySchema } from '../../../src-domain/http/routes/notary-details.ts';
import { distanceKm } from '../../../src-domain/notaries/distance.ts';
import { isWorkingNow } from '../../../src-domain/notaries/working-now.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A Monday, 11:00 in Tashkent: inside every seeded timetable's hours, outside its break.
const MONDAY_11 = new Date('2026-11-23T06:00:00.000Z');
const TASHKENT_CENTRE = { lat: 41.3111, lng: 69.2797 };

describe('GET /api/notaries filters and nearest (docs/decisions/0007-map-tiles-configuration.md)', () => {
  let t: TestApp;
  let clock = MONDAY_11;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  async function list(query: string) {
    const response = await t.app.inject({ url: `/api/notaries${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return v.parse(NotaryListResponseSchema, response.json());
  }

  async function expectedWorking(at: Date): Promise<number> {
    const rows = await t.db.selectFrom('notaries').select(['timetable', 'leave_status', 'licence_status']).execute();
    return rows.filter((row) =>
      isWorkingNow(
        { timetable: v.parse(v.array(TimetableDaySchema), JSON.parse(row.timetable)), leaveStatus: row.leave_status, licenceStatus: row.licence_status },
        at,
      ),
    ).length;
  }

  it('keeps only notaries open now by their timetable in Tashkent time, not on leave, licensed', async () => {
    clock = MONDAY_11;
    const working = await list('?workingNow=1&pageSize=100');
    expect(working.total).toBe(await expectedWorking(MONDAY_11));
    expect(working.total).toBeGreaterThan(0);
    expect(working.items.every((n) => n.leaveStatus === 'none' && n.licenceStatus === 'active')).toBe(true);
    const ratings = working.items.map((n) => n.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('finds nobody working at 13:15 on a Monday (every timetable breaks then) or on a Sunday', async () => {
    clock = new Date('2026-11-23T08:15:00.000Z');
    expect((await list('?workingNow=true')).total).toBe(0);
    clock = new Date('2026-11-22T06:00:00.000Z');
    expect((await list('?workingNow=1')).total).toBe(0);
    clock = MONDAY_11;
  });

  it('filters by leave status, presence and licence status', async () => {
    for (const status of ['vacation', 'sick_leave'] as const) {
      const page = await list(`?status=${status}&pageSize=100`);
      expect(page.items.every((n) => n.leaveStatus === status)).toBe(true);
    }
    const present = await list('?status=present&pageSize=100');
    expect(present.total).toBeGreaterThan(0);
    expect(present.items.every((n) => n.present && n.leaveStatus === 'none')).toBe(true);
    const all = (await list('')).total;
    const byLicence = await Promise.all(['active', 'terminated', 'cancelled'].map(async (licence) => (await list(`?licence=${licence}`)).total));
    expect(byLicence.reduce((a, b) => a + b, 0)).toBe(all);
    const cancelled = await list('?licence=cancelled&pageSize=100');
    expect(cancelled.items.every((n) => n.licenceStatus === 'cancelled')).toBe(true);
  });

  it('sorts by distance from the caller, pages without overlap, and combines with filters', async () => {
    const first = await list(`?sort=nearest&lat=${TASHKENT_CENTRE.lat}&lon=${TASHKENT_CENTRE.lng}&pageSize=50`);
    const second = await list(`?sort=nearest&lat=${TASHKENT_CENTRE.lat}&lon=${TASHKENT_CENTRE.lng}&pageSize=50&page=2`);
    expect(first.total).toBe(200);
    const distances = [...first.items, ...second.items].map((n) => distanceKm(TASHKENT_CENTRE, n.location));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set([...first.items, ...second.items].map((n) => n.id)).size).toBe(100);
    const inRegion = await list(`?sort=nearest&lat=40&lon=70&region=5&workingNow=1&pageSize=100`);
    expect(inRegion.items.every((n) => n.regionId === 5 && n.leaveStatus === 'none')).toBe(true);
  });

  it('asks for both coordinates when nearest has neither', async () => {
    const response = await t.app.inject({ url: '/api/notaries?sort=nearest', headers: { 'accept-language': 'oz' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: unknown[] }>().details).toEqual([
      { path: 'lat', message: 'Ushbu maydonni to‘ldirish majburiy' },
      { path: 'lon', message: 'Ushbu maydonni to‘ldirish majburiy' },
    ]);
  });

  it.each([
    ['?sort=nearest&lat=41.3', 'lon', 'Это поле обязательно для заполнения'],
    ['?sort=nearest&lat=91&lon=69', 'lat', 'Введено некорректное значение'],
    ['?sort=nearest&lat=41&lon=abc', 'lon', 'Введено некорректное значение'],
    ['?workingNow=yes', 'workingNow', 'Введено некорректное значение'],
    ['?status=retired', 'status', 'Введено некорректное значение'],
    ['?licence=suspended', 'licence', 'Введено некорректное значение'],
  ])('rejects %s with a localized 400 naming %s', async (query, path, message) => {
    const response = await t.app.inject({ url: `/api/notaries${query}`, headers: { 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message: 'Данные введены неверно', details: [{ path, message }] });
  });
});
