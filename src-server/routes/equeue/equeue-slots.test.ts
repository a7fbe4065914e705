import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daySlots } from '../../../src-domain/equeue/slots.ts';
import { EQUEUE_SLOTS_PATH, EqueueSlotsResponseSchema } from '../../../src-domain/http/routes/equeue-slots.ts';
import { TimetableDaySchema } from '../../../src-domain/http/routes/notary-details.ts';
import { createLoginTestApp, type LoginTestApp } from '../../auth/login.test-support.ts';
import { DEMO_NOTARY_ID } from '../../seed/demo-cast.ts';

/** The seed's morning: Sunday 22.11.2026, 11:00 in Tashkent. */
describe('GET /api/equeue/slots (spec §3 Equeue: free 30-minute slots of the next 14 days, Tashkent time §9)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  const slots = async (query: string) => t.app.inject({ url: `${EQUEUE_SLOTS_PATH}${query}`, headers: { 'accept-language': 'ru' } });

  it('lists the demo notary’s working days (Monday–Saturday) of the 14 days from today, without the booked slots', async () => {
    const response = await slots(`?notary=${DEMO_NOTARY_ID}`);
    expect(response.statusCode).toBe(200);
    const body = v.parse(EqueueSlotsResponseSchema, response.json());
    expect(body.bookable).toBe(true);
    expect(body.days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);

    const { timetable } = await t.db.selectFrom('notaries').select('timetable').where('id', '=', DEMO_NOTARY_ID).executeTakeFirstOrThrow();
    const week = v.parse(v.array(TimetableDaySchema), JSON.parse(timetable));
    const booked = await t.db
      .selectFrom('equeue_bookings')
      .select(['visit_date', 'visit_time'])
      .where('notary_id', '=', DEMO_NOTARY_ID)
      .where('state', '=', 'active')
      .execute();
    // The seed holds about a third of them, so "booked" is visible in the demo.
    expect(booked.length).toBeGreaterThan(20);
    for (const day of body.days) {
      const held = booked.filter((row) => row.visit_date === day.date).map((row) => row.visit_time);
      const hours = week.find((entry) => entry.weekday === day.weekday);
      expect(hours).toBeDefined();
      expect(day.slots.filter((time) => held.includes(time))).toEqual([]);
      expect([...day.slots, ...held].sort()).toEqual(daySlots(hours!));
    }
  });

  it('does not offer slots that have begun: on Monday at 10:10 the day starts at 10:30', async () => {
    t.clock.advance(23 * 3_600_000 + 10 * 60_000);
    try {
      const body = v.parse(EqueueSlotsResponseSchema, (await slots(`?notary=${DEMO_NOTARY_ID}`)).json());
      expect(body.days[0]?.date).toBe('2026-11-23');
      expect(body.days[0]?.slots.every((time) => time >= '10:30')).toBe(true);
      expect(body.days.at(-1)?.date).toBe('2026-12-05');
    } finally {
      t.clock.advance(-(23 * 3_600_000 + 10 * 60_000));
    }
  });

  it('says a notary on leave or without a licence takes no bookings', async () => {
    const away = await t.db
      .selectFrom('notaries')
      .select('id')
      .where((eb) => eb.or([eb('leave_status', '!=', 'none'), eb('licence_status', '!=', 'active')]))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(v.parse(EqueueSlotsResponseSchema, (await slots(`?notary=${away.id}`)).json())).toEqual({ notaryId: away.id, bookable: false, days: [] });
  });

  it.each([
    ['', 400, 'notary'],
    ['?notary=abc', 400, 'notary'],
    ['?notary=99999', 404, undefined],
  ])('answers %j with %i', async (query, status, path) => {
    const response = await slots(query);
    expect(response.statusCode).toBe(status);
    if (path) expect(response.json()).toMatchObject({ code: 'validation_failed', message: 'Данные введены неверно', details: [{ path }] });
  });
});
