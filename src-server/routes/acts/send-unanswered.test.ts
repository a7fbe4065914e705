import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actActionsPath, actPartiesPath, actPath, actSubjectsPath, type ActDetails, ActDetailsSchema } from '../../../src-domain/http/routes/acts.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

/**
 * Sending an act to the notary while a party has not answered (spec §4 "1 to 2", §3 party status
 * "null awaiting confirmation"): the applicant must confirm, and the notary reads in the history
 * which parties had not answered.
 */
describe('sending an act whose parties have not all answered', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let gulnora: ActClient;
  let act: ActDetails;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, gulnora] = [await t.as('aziz'), await t.as('gulnora')];
    act = v.parse(ActDetailsSchema, await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 }));
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer', participationType: 1, version: act.version }));
    const vehicle = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
    act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicle.id, priceTiyin: 14_500_000_000, version: act.version }));
  });
  afterAll(() => t.close());

  it('refuses to send without a confirmation while the buyer has not answered, in the applicant’s language', async () => {
    const refused = await aziz.post(actActionsPath(act.uuid), { action: 'send_to_notary', version: act.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'act_confirmation_required' });
    expect(ok<ActDetails>(await aziz.get(actPath(act.uuid))).step).toBe(1);
  });

  it('sends once confirmed, and the notary reads that the buyer had not answered', async () => {
    act = ok(await aziz.post(actActionsPath(act.uuid), { action: 'send_to_notary', confirmed: true, version: act.version }));
    expect(act.step).toBe(2);
    const notaryView = ok<ActDetails>(await gulnora.get(actPath(act.uuid)));
    expect(notaryView.history.at(-1)).toMatchObject({ action: 'send_to_notary', actorRole: 'applicant', reason: 'buyer' });
    expect(notaryView.parties.find((party) => party.role === 'buyer')).toMatchObject({ status: null });
  });
});
