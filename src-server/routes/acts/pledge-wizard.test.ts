import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPartiesPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';
import { runPledgeWizard, wizardStepOf } from '../../test-support/pledge-wizard.test-support.ts';
import { expectBannedCarStopsStepOne } from '../../test-support/sale-wizard.test-support.ts';

/**
 * The pledge 9 and the other contract 11680 through their wizards, server side (spec §4 "9 and
 * 11680: enter data"; §3 credit, loan, pledge fields; §5 "blocks continuing";
 * docs/decisions/0049-pledge-and-other-contract-wizards.md).
 */
describe('pledge and other-contract wizards (9, 11680)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  beforeAll(async () => {
    t = await createActTestApp();
    aziz = await t.as('aziz');
  });
  afterAll(() => t.close());

  const step = wizardStepOf;

  it('pledges the owner’s flat for a loan to a pledgee, each step refused first where its rule says so', async () => {
    expect((await runPledgeWizard(t)).wizardStep).toBeNull();
  });

  it('stops a debtor’s banned car when the pledged-property step is left (§5 "blocks continuing")', async () => {
    await expectBannedCarStopsStepOne(t, 9);
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
