import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPartiesPath, actPath, actSubjectsPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { REGISTRY_OWN_VEHICLES_PATH, type RegistryOwnVehiclesResponse } from '../../../src-domain/http/routes/registry-lookups.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';
import { runPledgeWizard, wizardStepOf } from '../../test-support/pledge-wizard.test-support.ts';

/**
 * The pledge 9 and the other contract 11680 through their wizards, server side (spec §4 "9 and
 * 11680: enter data"; §3 credit, loan, pledge fields; §5 "blocks continuing";
 * docs/decisions/0049-pledge-and-other-contract-wizards.md).
 */
describe('pledge and other-contract wizards (9, 11680)', () => {
  let t: ActTestApp;
  let otabek: ActClient;
  let aziz: ActClient;
  beforeAll(async () => {
    t = await createActTestApp();
    [otabek, aziz] = await Promise.all([t.as('otabek'), t.as('aziz')]);
  });
  afterAll(() => t.close());

  const step = wizardStepOf;

  it('pledges the owner’s flat for a loan to a pledgee, each step refused first where its rule says so', async () => {
    expect((await runPledgeWizard(t)).wizardStep).toBeNull();
  });

  it('stops a debtor’s banned car when the pledged-property step is left (§5 "blocks continuing")', async () => {
    let act = await createDraftAct(otabek, { actTypeId: 9, wizardStep: 1 });
    const { vehicles } = ok<RegistryOwnVehiclesResponse>(await otabek.get(REGISTRY_OWN_VEHICLES_PATH));
    act = ok(await otabek.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicles[0]?.id, priceTiyin: null, version: act.version }));
    const refused = await step(otabek, act, 2);
    expect(refused.statusCode).toBe(400);
    const { code, message } = refused.json<{ code: string; message: string }>();
    expect(code).toBe('act_blocked');
    expect(message).toContain('Majburiy ijro byurosida to‘lanmagan qarzdorligi bor');
    expect(message).toContain('01T517KA transport vositasiga YHXB bazasida taqiq, hibs yoki to‘lanmagan jarima mavjud');
    expect(ok<ActDetails>(await otabek.get(actPath(act.uuid))).wizardStep).toBe(1);
  });

  it('11680: the contract’s subject, then the other side (the applicant alone is not enough), then finishes', async () => {
    let act = await createDraftAct(aziz, { actTypeId: 11680, wizardStep: 1 });
    expect((await step(aziz, act, 2, { loanSumTiyin: 100 })).json()).toMatchObject({ details: [{ path: 'extras.purpose' }] });
    act = ok(await step(aziz, act, 2, { purpose: 'Ijara shartnomasi' }));
    expect((await step(aziz, act, 3)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'parties' }] });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'party', version: act.version }));
    act = ok(await step(aziz, act, 3));
    expect(ok<ActDetails>(await step(aziz, act, 4)).wizardStep).toBeNull();
  });
});
