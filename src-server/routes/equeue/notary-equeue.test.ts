import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EQUEUE_BOOKINGS_PATH,
  equeueBookingActPath,
  type EqueueBooking,
  type EqueueBookingsResponse,
} from '../../../src-domain/http/routes/equeue-bookings.ts';
import { NOTARY_EQUEUE_PATH, notaryEqueueActPath, notaryEqueueMarkPath, type NotaryEqueueDay } from '../../../src-domain/http/routes/notary-equeue.ts';
import { DEMO_CAST, DEMO_NOTARY_ID } from '../../seed/demo-cast.ts';
import { type ActTestApp, createActTestApp, createDraftAct, ok } from '../../test-support/act-test-app.ts';
import { otherNotarySession } from '../../test-support/other-notary.ts';

const DAY = '2026-11-23'; // a Monday
const MINUTE = 60_000;

/**
 * The notary's side of the electronic queue (spec §9 "a citizen more than 15 minutes late is
 * served in the general queue"; docs/decisions/0055-notary-queue.md), on a controlled clock: the
 * day's bookings by slot, the marks, the general queue's places, and the act a visit is for.
 */
describe('the notary’s day of the electronic queue', () => {
  let t: ActTestApp;
  const ids: Record<'otabek' | 'aziz' | 'sherzod' | 'malika', number> = { otabek: 0, aziz: 0, sherzod: 0, malika: 0 };

  beforeAll(async () => {
    // A day at the desk on a moving clock: sessions last it (the idle limit is not what is tested here).
    const day = { idleMs: 48 * 3_600_000, absoluteMs: 48 * 3_600_000 };
    t = await createActTestApp({ sessionPolicy: { browser: day, kiosk: day, rotationGraceMs: 30_000 } });
    // Monday 23.11.2026 09:35 in Tashkent; the demo notary's seeded bookings of that day are cleared.
    t.clock.advance(Date.parse('2026-11-23T04:35:00Z') - t.clock.ms());
    await t.db.deleteFrom('equeue_bookings').where('notary_id', '=', DEMO_NOTARY_ID).where('visit_date', '=', DAY).execute();
    for (const [key, time] of [
      ['otabek', '09:30'],
      ['aziz', '10:00'],
      ['sherzod', '10:30'],
      ['malika', '11:00'],
    ] as const) {
      const user = await t.db.selectFrom('users').select('id').where('pin', '=', DEMO_CAST[key].pin).executeTakeFirstOrThrow();
      const row = await t.db
        .insertInto('equeue_bookings')
        .values({
          user_id: user.id,
          notary_id: DEMO_NOTARY_ID,
          office_id: 1,
          visit_date: DAY,
          visit_time: time,
          type_id: 1,
          notary_action: 4,
          state: 'active',
          phone: '901234567',
          email: null,
          description: `${key} uchun`,
          created_at: '2026-11-20T06:00:00.000Z',
          updated_at: '2026-11-20T06:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    }
  });
  afterAll(() => t.close());

  const day = async () => ok<NotaryEqueueDay>(await (await t.as('gulnora')).get(`${NOTARY_EQUEUE_PATH}?date=${DAY}`));
  const mark = async (key: keyof typeof ids, value: string, locale = 'ru') =>
    (await t.as('gulnora')).post(notaryEqueueMarkPath(ids[key]), { mark: value }, locale);
  const bookingOf = (view: NotaryEqueueDay, key: keyof typeof ids) => view.slots.find((slot) => slot.booking?.id === ids[key])?.booking;
  const at = (time: string) => t.clock.advance(Date.parse(`${DAY}T${time}:00+05:00`) - t.clock.ms());

  it('is the notary’s only: a citizen is refused by role', async () => {
    const response = await (await t.as('aziz')).get(NOTARY_EQUEUE_PATH);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('lists the day’s slots with their bookings: who, for what, no phone, and the marks that apply now', async () => {
    at('09:35');
    const view = await day();
    expect(view.date).toBe(DAY);
    expect(view.slots.map((slot) => slot.time)).toContain('09:00');
    expect(view.slots.find((slot) => slot.time === '09:00')?.booking).toBeNull();
    expect(bookingOf(view, 'aziz')).toMatchObject({
      time: '10:00',
      citizenName: expect.stringMatching(/^Karimov Aziz/),
      notaryaction: 4,
      description: 'aziz uchun',
      late: false,
      allowedMarks: ['arrived'],
    });
    expect(JSON.stringify(view)).not.toContain('901234567');
    // 09:30 was five minutes ago: still on time, so no "did not come" yet.
    expect(bookingOf(view, 'otabek')?.allowedMarks).toEqual(['arrived']);
    const today = ok<NotaryEqueueDay>(await (await t.as('gulnora')).get(NOTARY_EQUEUE_PATH));
    expect(today.date).toBe(DAY);
  });

  it('keeps an on-time arrival in their slot; one more than 15 minutes late goes to the general queue, in the order they came', async () => {
    at('09:44');
    const early = await mark('aziz', 'arrived');
    expect(early.statusCode).toBe(200);
    expect(bookingOf(early.json(), 'aziz')).toMatchObject({ queue: 'appointment', generalPlace: null, allowedMarks: ['served'] });
    at('09:45');
    expect(bookingOf(await day(), 'otabek')).toMatchObject({ late: false, allowedMarks: ['arrived'] });
    t.clock.advance(1000);
    expect(bookingOf(await day(), 'otabek')).toMatchObject({ late: true, allowedMarks: ['arrived', 'no_show'] });
    at('10:50');
    ok(await mark('sherzod', 'arrived')); // 10:30 + 20 min: the general queue
    at('10:52');
    ok(await mark('otabek', 'arrived')); // 09:30, came 82 min late: behind Sherzod
    const view = await day();
    expect(view.generalQueue.map((entry) => [entry.place, entry.bookingId])).toEqual([
      [1, ids.sherzod],
      [2, ids.otabek],
    ]);
    expect(bookingOf(view, 'sherzod')).toMatchObject({ queue: 'general', generalPlace: 1 });
    // The citizen sees their own place.
    const own = ok<EqueueBookingsResponse>(await (await t.as('otabek')).get(EQUEUE_BOOKINGS_PATH));
    expect(own.items.find((item) => item.id === ids.otabek)).toMatchObject({ queue: 'general', generalPlace: 2 });
    // Sherzod is received: Otabek moves up.
    ok(await mark('sherzod', 'served'));
    const after = await day();
    expect(after.generalQueue.map((entry) => [entry.place, entry.bookingId])).toEqual([[1, ids.otabek]]);
    expect(bookingOf(after, 'sherzod')).toMatchObject({ state: 'served', allowedMarks: [] });
  });

  it('marks "did not come" only after the 15 minutes, and takes a late arrival after it all the same', async () => {
    at('11:15');
    const tooSoon = await mark('malika', 'no_show', 'oz');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toEqual({ code: 'equeue_not_late_yet', message: 'Fuqaro hali 15 daqiqadan ko‘p kechikmagan: u o‘z vaqtida kelgan hisoblanadi' });
    at('11:16');
    expect(bookingOf(ok(await mark('malika', 'no_show')), 'malika')).toMatchObject({ state: 'no_show', allowedMarks: ['arrived'] });
    expect((await mark('malika', 'served')).json().code).toBe('equeue_not_arrived');
    at('12:00');
    expect(bookingOf(ok(await mark('malika', 'arrived')), 'malika')).toMatchObject({ state: 'active', queue: 'general', generalPlace: 2 });
    expect((await mark('malika', 'arrived')).json().code).toBe('equeue_already_arrived');
  });

  it('answers another notary’s booking as unknown, and marks nothing on another day', async () => {
    const { token } = await otherNotarySession(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: notaryEqueueMarkPath(ids.aziz),
      headers: { authorization: `Bearer ${token}` },
      payload: { mark: 'served' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('equeue_booking_not_found');
    t.clock.advance(24 * 60 * MINUTE);
    expect((await mark('aziz', 'served')).json().code).toBe('equeue_mark_not_today');
    t.clock.advance(-24 * 60 * MINUTE);
  });

  it('links a booking to the citizen’s own open act with this notary, by the notary or the citizen; nothing else', async () => {
    const aziz = await t.as('aziz');
    const act = await createDraftAct(aziz, { actTypeId: 4, notaryChoice: 'manual', notaryId: DEMO_NOTARY_ID });
    const otherNotary = await t.db
      .selectFrom('notaries')
      .select('id')
      .where('id', '!=', DEMO_NOTARY_ID)
      .where('licence_status', '=', 'active')
      .where('leave_status', '=', 'none')
      .where('present', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const elsewhere = await createDraftAct(aziz, { actTypeId: 4, notaryChoice: 'manual', notaryId: otherNotary.id });
    const view = await day();
    expect(bookingOf(view, 'aziz')?.linkableActs.map((item) => item.uuid)).toContain(act.uuid);
    expect(bookingOf(view, 'aziz')?.linkableActs.map((item) => item.uuid)).not.toContain(elsewhere.uuid);
    const gulnora = await t.as('gulnora');
    const refused = await gulnora.post(notaryEqueueActPath(ids.aziz), { actUuid: elsewhere.uuid });
    expect(refused.json().code).toBe('equeue_act_not_linkable');
    const wrongPerson = await gulnora.post(notaryEqueueActPath(ids.otabek), { actUuid: act.uuid });
    expect(wrongPerson.json().code).toBe('equeue_act_not_linkable');
    const linked = ok<NotaryEqueueDay>(await gulnora.post(notaryEqueueActPath(ids.aziz), { actUuid: act.uuid }));
    expect(bookingOf(linked, 'aziz')?.act).toMatchObject({ uuid: act.uuid, actTypeId: 4 });
    // The citizen sees it, may unlink it, and cannot touch another's booking.
    const own = ok<EqueueBooking>(await aziz.post(equeueBookingActPath(ids.aziz), { actUuid: null }));
    expect(own.act).toBeNull();
    const mine = ok<EqueueBooking>(await aziz.post(equeueBookingActPath(ids.aziz), { actUuid: act.uuid }));
    expect(mine.act?.uuid).toBe(act.uuid);
    const someoneElses = await aziz.post(equeueBookingActPath(ids.sherzod), { actUuid: act.uuid });
    expect(someoneElses.statusCode).toBe(404);
  });
});
