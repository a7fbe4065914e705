import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actActionsPath, actPartiesPath, actSubjectsPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

/**
 * Two people acting on one act at once (spec §4: every mutation in a transaction): exactly one
 * wins, the other is told the act changed (409 `act_version_conflict`), and the history shows
 * one line — never both applied, never a 500.
 */
describe('concurrent actions on one act', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let gulnora: ActClient;
  let act: ActDetails;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, gulnora] = [await t.as('aziz'), await t.as('gulnora')];
    act = await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer' }));
    const vehicle = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
    act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicle.id }));
    act = ok(await aziz.post(actActionsPath(act.uuid), { action: 'send_to_notary', confirmed: true, version: act.version }));
  });
  afterAll(() => t.close());

  const historyLines = async () => t.db.selectFrom('act_history').select('action').where('act_id', '=', act.id).orderBy('id').execute();

  it('lets one of a withdrawal and an acceptance of the check win, and refuses the other', async () => {
    const before = (await historyLines()).length;
    const [withdraw, accept] = await Promise.all([
      aziz.post(actActionsPath(act.uuid), { action: 'back_one_step', confirmed: true, version: act.version }),
      gulnora.post(actActionsPath(act.uuid), { action: 'accept_check', version: act.version }),
    ]);
    const statuses = [withdraw.statusCode, accept.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = withdraw.statusCode === 409 ? withdraw : accept;
    expect(loser.json()).toEqual({ code: 'act_version_conflict', message: 'Нотариальное действие изменилось, обновите страницу' });
    const winner = (withdraw.statusCode === 200 ? withdraw : accept).json<ActDetails>();
    expect(winner.version).toBe(act.version + 1);
    expect(winner.step).toBe(withdraw.statusCode === 200 ? 1 : 3);
    expect(await historyLines()).toHaveLength(before + 1);
    act = winner;
  });

  it('applies a double-clicked action once', async () => {
    const before = (await historyLines()).length;
    const body = act.step === 1 ? { action: 'send_to_notary', confirmed: true } : { action: 'return_to_preparation' };
    const responses = await Promise.all([1, 2, 3].map(() => aziz.post(actActionsPath(act.uuid), { ...body, version: act.version })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await historyLines()).toHaveLength(before + 1);
  });
});
