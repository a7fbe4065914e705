import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actActionsPath, actPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { sweepNoShows } from '../../acts/act-no-show.ts';
import { requestActRefunds } from '../../payments/refund-requests.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok } from '../../test-support/act-test-app.ts';

/**
 * Spec §4 "A no-show at the set time makes the act Inactive and stops operations" (the domain's
 * reading: steps 7–8, once the visit day is over in Tashkent). The test clock is 22.11.2026 11:00
 * in Tashkent.
 */
describe('no-show of a confirmed visit (spec §4)', () => {
  let t: ActTestApp;
  let aziz: ActClient;

  beforeAll(async () => {
    t = await createActTestApp();
    aziz = await t.as('aziz');
  });
  afterAll(() => t.close());

  const actAt = async (step: number, visitDate: string): Promise<ActDetails> => {
    const act = await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 });
    await t.db
      .updateTable('notarial_acts')
      .set({ step, visit_date: visitDate, visit_time: '10:00', state: step === 8 ? 'awaiting_registration' : 'draft' })
      .where('id', '=', act.id)
      .execute();
    return act;
  };

  it('records the no-show when the act is opened after its visit day: inactive, by the system, nothing allowed', async () => {
    const act = await actAt(7, '2026-11-21');
    const seen = ok<ActDetails>(await aziz.get(actPath(act.uuid)));
    expect(seen).toMatchObject({ state: 'inactive', step: 7, allowedActions: [], version: act.version + 1 });
    expect(seen.history.at(-1)).toMatchObject({ action: 'no_show', actorRole: 'system', actorName: null, fromState: 'draft', toState: 'inactive' });
    const late = await aziz.post(actActionsPath(act.uuid), { action: 'mark_paid', version: seen.version });
    expect(late.json().code).toBe('act_closed');
  });

  it('still serves the visit day itself, and refuses any action once it is over even before recording', async () => {
    const today = await actAt(8, '2026-11-22');
    expect(ok<ActDetails>(await aziz.get(actPath(today.uuid))).state).toBe('awaiting_registration');
    const yesterday = await actAt(7, '2026-11-21');
    const response = await aziz.post(actActionsPath(yesterday.uuid), { action: 'back_one_step', confirmed: true, version: yesterday.version });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('act_closed');
  });

  it('treats a lapsed proposed time at step 6 as "ask the notary for a new one" (spec §8), not a no-show', async () => {
    const act = await actAt(6, '2026-11-21');
    const seen = ok<ActDetails>(await aziz.get(actPath(act.uuid)));
    expect(seen.state).toBe('draft');
    const response = await aziz.post(actActionsPath(act.uuid), { action: 'confirm_time', version: seen.version });
    expect(response.json()).toEqual({ code: 'act_time_in_past', message: 'Время регистрации истекло, попросите нотариуса назначить новое' });
  });

  it('sweeps every lapsed act at once, each exactly once', async () => {
    const lapsed = [await actAt(7, '2026-11-20'), await actAt(8, '2026-11-19')];
    const recorded = await sweepNoShows(t.db, { record: requestActRefunds }, t.clock.now());
    expect(recorded).toBeGreaterThanOrEqual(2);
    for (const act of lapsed) {
      const row = await t.db.selectFrom('notarial_acts').select('state').where('id', '=', act.id).executeTakeFirstOrThrow();
      expect(row.state).toBe('inactive');
    }
    expect(await sweepNoShows(t.db, { record: requestActRefunds }, t.clock.now())).toBe(0);
  });
});
