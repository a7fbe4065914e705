import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actActionsPath, actNotaryPath, actPartiesPath, actSubjectsPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

/** Spec §1: "may choose a notary freely or be assigned one automatically, may reject the automatically chosen notary and pick another". */
describe('choosing the notary of an act (spec §1)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let act: ActDetails;

  beforeAll(async () => {
    t = await createActTestApp();
    aziz = await t.as('aziz');
  });
  afterAll(() => t.close());

  const available = () =>
    t.db
      .selectFrom('notaries as n')
      .innerJoin('notary_offices as o', 'o.id', 'n.office_id')
      .select(['n.id', 'o.region_id'])
      .where('n.licence_status', '=', 'active')
      .where('n.leave_status', '=', 'none')
      .where('n.present', '=', 1)
      .where('n.active', '=', 1)
      .execute();

  it("assigns an available notary of the applicant's region automatically, the same one for the same state", async () => {
    act = await createDraftAct(aziz);
    const region = (await t.db.selectFrom('persons').select('region_id').where('pin', '=', DEMO_CAST.aziz.pin).executeTakeFirstOrThrow()).region_id;
    const candidates = (await available()).filter((n) => n.region_id === region).map((n) => n.id);
    expect(act.notaryChoice).toBe('auto');
    expect(candidates).toContain(act.notary?.id);
    const again = await createDraftAct(aziz);
    // The first act now weighs on its notary's queue: the choice balances to the next least loaded one or stays, never leaves the region.
    expect(candidates).toContain(again.notary?.id);
  });

  it('rejects the assigned notary, remembers it, and never picks it again automatically', async () => {
    const first = act.notary?.id ?? 0;
    act = ok(await aziz.post(actNotaryPath(act.uuid), { choice: 'reject', version: act.version }));
    expect(act.rejectedNotaryIds).toEqual([first]);
    expect(act.notary?.id).not.toBe(first);
    act = ok(await aziz.post(actNotaryPath(act.uuid), { choice: 'auto' }));
    expect(act.notary?.id).not.toBe(first);
    const refused = await aziz.post(actNotaryPath(act.uuid), { choice: 'manual', notaryId: first });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('notary_unavailable');
    expect(act.history.map((line) => line.action)).toEqual(['create', 'reject_notary', 'choose_notary']);
  });

  it('takes a free choice of notary, until the notary has accepted the check', async () => {
    act = ok(await aziz.post(actNotaryPath(act.uuid), { choice: 'manual', notaryId: 1 }));
    expect(act).toMatchObject({ notary: { id: 1 }, office: { id: 1 }, notaryChoice: 'manual' });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer' }));
    const vehicle = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
    act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicle.id }));
    act = ok(await aziz.post(actActionsPath(act.uuid), { action: 'send_to_notary', confirmed: true, version: act.version }));
    const gulnora = await t.as('gulnora');
    act = ok(await gulnora.post(actActionsPath(act.uuid), { action: 'accept_check', version: act.version }));
    const late = await aziz.post(actNotaryPath(act.uuid), { choice: 'auto' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('act_not_allowed');
  });
});
