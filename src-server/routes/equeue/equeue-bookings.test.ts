import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MODE_HEADER, KIOSK_CLIENT_MODE } from '../../../src-domain/auth/auth-routes.ts';
import {
  EQUEUE_BOOKINGS_PATH,
  equeueBookingCancelPath,
  EqueueBookingSchema,
  EqueueBookingsResponseSchema,
} from '../../../src-domain/http/routes/equeue-bookings.ts';
import { EQUEUE_SLOTS_PATH, EqueueSlotsResponseSchema } from '../../../src-domain/http/routes/equeue-slots.ts';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../../auth/login.test-support.ts';
import { DEMO_NOTARY_ID } from '../../seed/demo-cast.ts';

const RU = { 'accept-language': 'ru' };

describe('the electronic queue of a signed-in citizen (spec §3 Equeue, §6)', () => {
  let t: LoginTestApp;
  /** Latest token per person: every 200 rotates it (spec §7). */
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    // Many calls per person here; the limit itself is tested on its own app below.
    t = await createLoginTestApp({ equeueBookingRateLimit: { max: 1_000, timeWindowMs: 60_000 } });
    for (const who of ['aziz', 'malika', 'sherzod', 'otabek'] as const) tokens.set(who, await logIn(t, identityOf(who)));
    tokens.set('kiosk', await logIn(t, identityOf('jamshid'), { [CLIENT_MODE_HEADER]: KIOSK_CLIENT_MODE }));
  });
  afterAll(() => t.close());

  const auth = (who: string) => {
    const token = tokens.get(who);
    if (!token) throw new Error(`${who} is not logged in`);
    return bearer(token);
  };
  const remember = (who: string, response: { statusCode: number; headers: Record<string, unknown> }) => {
    const rotated = response.headers['x-auth-token'];
    if (response.statusCode === 200 && typeof rotated === 'string') tokens.set(who, rotated);
  };
  const book = async (who: string, body: object) => {
    const response = await t.app.inject({ method: 'POST', url: EQUEUE_BOOKINGS_PATH, payload: body, headers: { ...auth(who), ...RU } });
    remember(who, response);
    return response;
  };
  const cancel = async (who: string, id: number) => {
    const response = await t.app.inject({ method: 'POST', url: equeueBookingCancelPath(id), headers: { ...auth(who), ...RU } });
    remember(who, response);
    return response;
  };
  const list = async (who: string, query = '') => {
    const response = await t.app.inject({ url: `${EQUEUE_BOOKINGS_PATH}${query}`, headers: { ...auth(who), ...RU } });
    remember(who, response);
    return response;
  };
  const freeSlots = async (notaryId = DEMO_NOTARY_ID) =>
    v.parse(EqueueSlotsResponseSchema, (await t.app.inject({ url: `${EQUEUE_SLOTS_PATH}?notary=${notaryId}` })).json()).days;
  /** The `index`-th free slot of the `day`-th working day of the demo notary. */
  const freeSlot = async (day: number, index = 0) => {
    const days = await freeSlots();
    const date = days[day]?.date;
    const time = days[day]?.slots[index];
    if (!date || !time) throw new Error(`no free slot ${index} on day ${day}`);
    return { date, time };
  };

  it('refuses every call but the slots without a session: 403 Access Denied', async () => {
    for (const request of [
      { method: 'GET' as const, url: EQUEUE_BOOKINGS_PATH },
      { method: 'POST' as const, url: EQUEUE_BOOKINGS_PATH, payload: {} },
      { method: 'POST' as const, url: equeueBookingCancelPath(1), payload: {} },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'access_denied', message: 'Access Denied' });
    }
  });

  it.each([
    [{ date: '2026-11-23', time: '10:00' }, 'notaryId', 'Введено некорректное значение'],
    [{ notaryId: 1, date: '23.11.2026', time: '10:00' }, 'date', 'Неверная дата, образец: 31.12.2024'],
    [{ notaryId: 1, date: '2026-11-23', time: '25:00' }, 'time', 'Введено некорректное значение'],
    [{ notaryId: 1, date: '2026-11-23', time: '10:00', phone: '90 123' }, 'phone', 'Номер телефона должен состоять из 9 цифр, например 901234567'],
    [{ notaryId: 1, date: '2026-11-23', time: '10:00', email: 'aziz@' }, 'email', 'Введено некорректное значение'],
    [{ notaryId: 1, date: '2026-11-23', time: '10:00', description: 'x'.repeat(501) }, 'description', 'Можно ввести не более 500 символов'],
    [{ notaryId: 1, date: '2026-11-23', time: '10:00', notaryaction: 7 }, 'notaryaction', 'Введено некорректное значение'],
  ])('rejects %j with a localized 400 at %s', async (body, path, message) => {
    const response = await book('aziz', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message: 'Данные введены неверно', details: [{ path, message }] });
  });

  it('books a free slot with contact data, lists it with the spec §3 fields, and no longer offers the slot', async () => {
    const slot = await freeSlot(1);
    const response = await book('sherzod', {
      notaryId: DEMO_NOTARY_ID,
      ...slot,
      notaryaction: 1,
      phone: '+998 (90) 123-45-67',
      email: ' sherzod@example.uz ',
      description: '  Avtomobil savdosi  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-auth-token']).toBeDefined();
    const booking = v.parse(EqueueBookingSchema, response.json());
    expect(booking).toMatchObject({
      typeid: 1,
      regdate: '2026-11-22',
      regtime: '11:00',
      notary: { id: DEMO_NOTARY_ID, name: { oz: 'Saidova Gulnora Anvar qizi' } },
      equeuetime: `${slot.date}T${slot.time}`,
      notaryaction: 1,
      updtime: '2026-11-22T06:00:00.000Z',
      state: 'active',
      phone: '901234567',
      email: 'sherzod@example.uz',
      description: 'Avtomobil savdosi',
    });
    expect(booking.office.oz).toContain('Saidova');
    expect(booking.officeaddress.oz).toContain('Bog‘ishamol');

    const mine = v.parse(EqueueBookingsResponseSchema, (await list('sherzod')).json());
    expect(mine.items).toEqual([booking]);
    expect(mine).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    const day = (await freeSlots()).find((d) => d.date === slot.date);
    expect(day?.slots).not.toContain(slot.time);
  });

  it('refuses a slot someone holds (409 equeue_slot_taken) and a second booking the same day with the same notary (409 equeue_day_taken)', async () => {
    const [held] = await t.db
      .selectFrom('equeue_bookings')
      .select(['visit_date', 'visit_time'])
      .where('notary_id', '=', DEMO_NOTARY_ID)
      .where('state', '=', 'active')
      .where('visit_date', '>', '2026-11-22')
      .orderBy('visit_date')
      .limit(1)
      .execute();
    const taken = await book('aziz', { notaryId: DEMO_NOTARY_ID, date: held!.visit_date, time: held!.visit_time });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'equeue_slot_taken', message: 'Это время уже занято, выберите другое' });

    const first = await freeSlot(4, 0);
    const second = await freeSlot(4, 1);
    expect((await book('malika', { notaryId: DEMO_NOTARY_ID, ...first })).statusCode).toBe(200);
    const again = await book('malika', { notaryId: DEMO_NOTARY_ID, ...second });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'equeue_day_taken', message: 'Вы уже записаны к этому нотариусу на этот день' });
  });

  it('lets exactly one of two concurrent bookings of the same slot through; the other gets a localized 409', async () => {
    const slot = await freeSlot(6, 2);
    const [a, b] = await Promise.all([book('otabek', { notaryId: DEMO_NOTARY_ID, ...slot }), book('aziz', { notaryId: DEMO_NOTARY_ID, ...slot })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({ code: 'equeue_slot_taken', message: 'Это время уже занято, выберите другое' });
    const rows = await t.db
      .selectFrom('equeue_bookings')
      .select('id')
      .where('notary_id', '=', DEMO_NOTARY_ID)
      .where('visit_date', '=', slot.date)
      .where('visit_time', '=', slot.time)
      .where('state', '=', 'active')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('backs the rule with a unique index: a raw second active row for the slot is refused by the database', async () => {
    const row = await t.db
      .selectFrom('equeue_bookings')
      .selectAll()
      .where('notary_id', '=', DEMO_NOTARY_ID)
      .where('state', '=', 'active')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expect(
      t.db
        .insertInto('equeue_bookings')
        .values({ ...copy, user_id: 2 })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      t.db
        .insertInto('equeue_bookings')
        .values({ ...copy, user_id: 2, state: 'cancelled' })
        .execute(),
    ).resolves.toBeDefined();
  });

  it.each([
    ['a slot that has begun', '2026-11-22', '10:00'],
    ['a day off (Sunday)', '2026-11-29', '10:00'],
    ['a time that is not a slot', '2026-11-24', '10:15'],
    ['the lunch break', '2026-11-24', '13:00'],
    ['beyond the 14 days', '2026-12-07', '10:00'],
  ])('refuses %s: 400 equeue_slot_unavailable', async (_name, date, time) => {
    const response = await book('aziz', { notaryId: DEMO_NOTARY_ID, date, time });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'equeue_slot_unavailable' });
  });

  it('refuses a notary on leave (409) and an unknown notary (404)', async () => {
    const away = await t.db.selectFrom('notaries').select('id').where('leave_status', '!=', 'none').orderBy('id').executeTakeFirstOrThrow();
    const response = await book('aziz', { notaryId: away.id, date: '2026-11-24', time: '10:00' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'equeue_notary_unavailable' });
    expect((await book('aziz', { notaryId: 99_999, date: '2026-11-24', time: '10:00' })).statusCode).toBe(404);
  });

  it('records a kiosk booking as typeid 2', async () => {
    const slot = await freeSlot(7);
    const response = await book('kiosk', { notaryId: DEMO_NOTARY_ID, ...slot });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ typeid: 2, phone: null, email: null, description: null, notaryaction: null });
  });

  it('cancels an own booking, which frees the slot for someone else; a second cancel is refused', async () => {
    const slot = await freeSlot(8);
    const booked = v.parse(EqueueBookingSchema, (await book('otabek', { notaryId: DEMO_NOTARY_ID, ...slot })).json());
    t.clock.advance(60_000);
    const cancelled = await cancel('otabek', booked.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: booked.id, state: 'cancelled', updtime: '2026-11-22T06:01:00.000Z' });
    expect((await freeSlots()).find((d) => d.date === slot.date)?.slots).toContain(slot.time);

    const twice = await cancel('otabek', booked.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'equeue_not_cancellable', message: 'Эту запись нельзя отменить: она уже отменена или её время прошло' });
    expect((await book('aziz', { notaryId: DEMO_NOTARY_ID, ...slot })).statusCode).toBe(200);
  });

  it('refuses to cancel another user’s booking and leaves it untouched', async () => {
    const slot = await freeSlot(9);
    const booked = v.parse(EqueueBookingSchema, (await book('malika', { notaryId: DEMO_NOTARY_ID, ...slot })).json());
    const response = await cancel('sherzod', booked.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'equeue_booking_not_found', message: 'Запись в очередь не найдена' });
    expect((await t.db.selectFrom('equeue_bookings').select('state').where('id', '=', booked.id).executeTakeFirstOrThrow()).state).toBe('active');
    expect((await cancel('sherzod', 99_999)).statusCode).toBe(404);
  });

  it('pages the list, latest appointment first', async () => {
    const all = v.parse(EqueueBookingsResponseSchema, (await list('aziz')).json());
    // Aziz: a served, a cancelled and an active booking from the seed, plus this file's one.
    expect(all.total).toBe(4);
    expect(all.items.map((item) => item.equeuetime)).toEqual([...all.items.map((item) => item.equeuetime)].sort().reverse());
    expect(all.items.map((item) => item.state).sort()).toEqual(['active', 'active', 'cancelled', 'served']);
    const second = v.parse(EqueueBookingsResponseSchema, (await list('aziz', '?page=2&pageSize=3')).json());
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items).toEqual(all.items.slice(3));
    expect((await list('aziz', '?pageSize=51')).statusCode).toBe(400);
  });

  it('refuses to cancel once the appointment has begun', async () => {
    const mine = v.parse(EqueueBookingsResponseSchema, (await list('malika')).json()).items.find((item) => item.state === 'active');
    if (!mine) throw new Error('malika has an active booking from the tests above');
    const [date, time] = mine.equeuetime.split('T');
    // Move the clock to the appointment's start (Tashkent = UTC+5) and log in again.
    t.clock.advance(Date.parse(`${date}T${time}:00+05:00`) - t.clock.ms());
    tokens.set('malika', await logIn(t, identityOf('malika')));
    const response = await cancel('malika', mine.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'equeue_not_cancellable' });
  });
});

describe('the booking rate limit (docs/security.md)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  it('limits booking attempts per user, not per address: the 11th in a minute is 429', async () => {
    const token = await logIn(t, identityOf('rustam'));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: EQUEUE_BOOKINGS_PATH, payload: {}, headers: { ...bearer(token), ...RU } });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await logIn(t, identityOf('jamshid'));
    expect((await t.app.inject({ method: 'POST', url: EQUEUE_BOOKINGS_PATH, payload: {}, headers: bearer(other) })).statusCode).toBe(400);
  });
});
