import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actActionsPath, actPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { notaryEqueueActPath, notaryEqueueMarkPath } from '../../../src-domain/http/routes/notary-equeue.ts';
import { recordRoomAttendance, sweepNoShows } from '../../acts/act-no-show.ts';
import { requestActRefunds } from '../../payments/refund-requests.ts';
import { DEMO_CAST, DEMO_NOTARY_ID, type DemoKey } from '../../seed/demo-cast.ts';
import { type ActTestApp, createActTestApp, createDraftAct, ok } from '../../test-support/act-test-app.ts';

const DAY = '2026-11-23'; // a Monday

/**
 * Spec §4 "A no-show at the set time makes the act Inactive and stops operations", on a controlled
 * clock (docs/decisions/0059-no-show-at-the-set-time.md): an act at steps 7–8 nobody came to lapses
 * at its set time plus 60 minutes by the server's clock, or at once when the notary marks its
 * booking "did not come" (more than 15 minutes late, spec §9), whichever comes first; a citizen
 * marked arrived — in their slot or in the general queue — or served never lapses.
 */
describe('no-show at the set time (spec §4)', () => {
  let t: ActTestApp;
  const sweep = () => sweepNoShows(t.db, { record: requestActRefunds }, t.clock.now());
  const at = (time: string, day = DAY) => t.clock.advance(Date.parse(`${day}T${time}:00+05:00`) - t.clock.ms());
  const stateOf = async (id: number) => (await t.db.selectFrom('notarial_acts').select(['state', 'step']).where('id', '=', id).executeTakeFirstOrThrow()).state;

  beforeAll(async () => {
    // A day at the desk on a moving clock: sessions last it (the idle limit is not what is tested here).
    const day = { idleMs: 48 * 3_600_000, absoluteMs: 48 * 3_600_000 };
    t = await createActTestApp({ sessionPolicy: { browser: day, kiosk: day, rotationGraceMs: 30_000 } });
    at('09:00');
    // The seeded world's acts lapse on this clock too: the tests look at their own acts, not at counts.
    await t.db.deleteFrom('equeue_bookings').where('notary_id', '=', DEMO_NOTARY_ID).where('visit_date', '=', DAY).execute();
  });
  afterAll(() => t.close());

  /** An act of `key` with the demo notary at `step`, its set time `time` on `date` (as the notary's set_time and the applicant's confirmation leave it). */
  const actAt = async (key: DemoKey, step: 6 | 7 | 8, time: string, date = DAY): Promise<ActDetails> => {
    const act = await createDraftAct(await t.as(key), { notaryChoice: 'manual', notaryId: DEMO_NOTARY_ID });
    await t.db
      .updateTable('notarial_acts')
      .set({ step, visit_date: date, visit_time: time, state: step === 8 ? 'awaiting_registration' : 'draft' })
      .where('id', '=', act.id)
      .execute();
    return act;
  };

  /** The booking of `key` with the demo notary on DAY at `time`, as the booking route leaves it. */
  const bookingOf = async (key: DemoKey, time: string): Promise<number> => {
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
        notary_action: 11680,
        state: 'active',
        phone: null,
        email: null,
        description: null,
        created_at: '2026-11-20T06:00:00.000Z',
        updated_at: '2026-11-20T06:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const notary = () => t.as('gulnora');
  const mark = async (booking: number, value: 'arrived' | 'served' | 'no_show') => (await notary()).post(notaryEqueueMarkPath(booking), { mark: value });
  const link = async (booking: number, act: ActDetails) => ok(await (await notary()).post(notaryEqueueActPath(booking), { actUuid: act.uuid }));

  it('keeps the act while the grace runs and makes it inactive by the server’s clock once it is over: by the system, nothing allowed', async () => {
    const opened = await actAt('aziz', 8, '09:30');
    const swept = await actAt('aziz', 7, '09:30');
    at('10:29');
    const before = ok<ActDetails>(await (await t.as('aziz')).get(actPath(opened.uuid)));
    expect(before.state).toBe('awaiting_registration');
    await sweep();
    expect(await stateOf(swept.id)).toBe('draft');

    at('10:30');
    // Opening the act records it at once; the sweep catches the one nobody opened, each once.
    const seen = ok<ActDetails>(await (await t.as('aziz')).get(actPath(opened.uuid)));
    expect(seen).toMatchObject({ state: 'inactive', step: 8, allowedActions: [], version: opened.version + 1 });
    expect(seen.history.at(-1)).toMatchObject({
      action: 'no_show',
      actorRole: 'system',
      actorName: null,
      fromState: 'awaiting_registration',
      toState: 'inactive',
    });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await stateOf(swept.id)).toBe('inactive');
    expect(await sweep()).toBe(0);
    const lines = await t.db.selectFrom('act_history').select('actor_role').where('act_id', '=', swept.id).where('action', '=', 'no_show').execute();
    expect(lines).toEqual([{ actor_role: 'system' }]);
    const late = await (await t.as('aziz')).post(actActionsPath(swept.uuid), { action: 'mark_paid', version: swept.version + 1 });
    expect(late.json().code).toBe('act_closed');
  });

  it('makes the act inactive at once when the notary marks its booking "did not come", before the grace is over', async () => {
    const act = await actAt('otabek', 8, '10:40');
    const booking = await bookingOf('otabek', '10:40');
    await link(booking, act);
    at('10:55');
    expect((await mark(booking, 'no_show')).json().code).toBe('equeue_not_late_yet');
    expect(await stateOf(act.id)).toBe('awaiting_registration');
    at('10:56');
    expect((await mark(booking, 'no_show')).statusCode).toBe(200);
    const seen = ok<ActDetails>(await (await t.as('otabek')).get(actPath(act.uuid)));
    expect(seen).toMatchObject({ state: 'inactive', allowedActions: [] });
    expect(seen.history.filter((line) => line.action === 'no_show')).toEqual([
      expect.objectContaining({ actorRole: 'notary', actorName: expect.stringMatching(/Gulnora/) as unknown, toState: 'inactive' }),
    ]);
    // The clock later finds nothing more to do.
    at('11:41');
    await sweep();
    expect((await t.db.selectFrom('act_history').select('id').where('act_id', '=', act.id).where('action', '=', 'no_show').execute()).length).toBe(1);
  });

  it('leaves the act to the clock when the booking marked "did not come" is for another day than its set time', async () => {
    const act = await actAt('jamshid', 8, '10:00', '2026-11-24');
    const booking = await bookingOf('jamshid', '11:45');
    await link(booking, act);
    at('12:01');
    expect((await mark(booking, 'no_show')).statusCode).toBe(200);
    expect(await stateOf(act.id)).toBe('awaiting_registration');
  });

  it('never lapses an act whose citizen came more than 15 minutes late and waits in the general queue, nor one received', async () => {
    const waiting = await actAt('sherzod', 8, '12:00');
    const waitingBooking = await bookingOf('sherzod', '12:00');
    const received = await actAt('malika', 7, '12:30');
    const receivedBooking = await bookingOf('malika', '12:30');
    await link(receivedBooking, received);
    at('12:25');
    // Sherzod comes 25 minutes late: the general queue (§9). His booking is linked to the act only afterwards.
    expect(ok<{ generalQueue: unknown[] }>(await mark(waitingBooking, 'arrived')).generalQueue).toHaveLength(1);
    await link(waitingBooking, waiting);
    at('12:29');
    ok(await mark(receivedBooking, 'arrived'));
    at('12:50');
    ok(await mark(receivedBooking, 'served'));

    at('13:31'); // both graces are over
    await sweep();
    at('23:59');
    await sweep();
    expect(ok<ActDetails>(await (await t.as('sherzod')).get(actPath(waiting.uuid))).state).toBe('awaiting_registration');
    expect(await stateOf(received.id)).toBe('draft');
    // The notary can still act on it: the visit happened.
    const notaryView = ok<ActDetails>(await (await notary()).get(actPath(waiting.uuid)));
    expect(notaryView.allowedActions).toContain('technical_failure');
  });

  it('keeps an act by video open once a party came into its room for this visit; a seat of an earlier visit does not count', async () => {
    const NEXT_DAY = '2026-11-24';
    const came = await actAt('bekzod', 8, '00:30', NEXT_DAY);
    const earlier = await actAt('dilnoza', 8, '00:30', NEXT_DAY);
    at('00:20', NEXT_DAY); // the room opens before the set time
    const visitOf = async (id: number) =>
      (await t.db.selectFrom('notarial_acts').select('visit_number').where('id', '=', id).executeTakeFirstOrThrow()).visit_number;
    await recordRoomAttendance(t.db, { id: came.id, visit_number: await visitOf(came.id) }, t.clock.now());
    await recordRoomAttendance(t.db, { id: earlier.id, visit_number: (await visitOf(earlier.id)) - 1 }, t.clock.now());
    at('01:31', NEXT_DAY);
    await sweep();
    expect(await stateOf(came.id)).toBe('awaiting_registration');
    expect(await stateOf(earlier.id)).toBe('inactive');
  });

  it('treats a lapsed proposed time at step 6 as "ask the notary for a new one" (spec §8), not a no-show', async () => {
    const act = await actAt('aziz', 6, '09:00', '2026-11-22');
    const seen = ok<ActDetails>(await (await t.as('aziz')).get(actPath(act.uuid)));
    expect(seen.state).toBe('draft');
    const response = await (await t.as('aziz')).post(actActionsPath(act.uuid), { action: 'confirm_time', version: seen.version });
    expect(response.json()).toEqual({ code: 'act_time_in_past', message: 'Время регистрации истекло, попросите нотариуса назначить новое' });
  });
});
