import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actChildrenPath, actPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok } from '../../test-support/act-test-app.ts';

const c = DEMO_CAST;

/**
 * Accompanying a minor abroad 15035 through its wizard, server side (spec §4 "15035: children by
 * personal id, then countries"; docs/decisions/0046-spouse-consent-and-accompanying-wizards.md).
 */
describe('accompanying a minor wizard (15035)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let sherzod: ActClient;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, sherzod] = await Promise.all([t.as('aziz'), t.as('sherzod')]);
  });
  afterAll(() => t.close());

  const step = async (client: ActClient, act: ActDetails, wizardStep: number, extras?: Record<string, unknown>) =>
    client.patch(actPath(act.uuid), { wizardStep, ...(extras ? { extras: { ...act.extras, ...extras } } : {}), version: act.version }, 'oz');

  it('adds the applicant’s own minor child by pin, then the countries, then finishes', async () => {
    let act = await createDraftAct(aziz, { actTypeId: 15035, wizardStep: 1 });
    expect((await step(aziz, act, 2)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'parties' }] });
    act = ok(await aziz.post(actChildrenPath(act.uuid), { pin: c.jasur.pin, version: act.version }));
    expect(act.parties.filter((party) => party.role === 'child').map((party) => party.fullName)).toEqual(['Karimov Jasur Aziz o‘g‘li']);
    act = ok(await step(aziz, act, 2));
    act = ok(await step(aziz, act, 3, { departureCountryId: 1, destinationCountryIds: [2] }));
    expect(act).toMatchObject({ wizardStep: 3, extras: { departureCountryId: 1, destinationCountryIds: [2] } });
    act = ok(await step(aziz, act, 4));
    expect(act.wizardStep).toBeNull();
  });

  it('gives one and the same refusal for an unknown pin, an adult and someone else’s child (nothing learnt about a stranger)', async () => {
    const act = await createDraftAct(sherzod, { actTypeId: 15035, wizardStep: 1 });
    const answers = await Promise.all(
      ['12345678901234', c.aziz.pin, c.jasur.pin].map(async (pin) => {
        const refused = await sherzod.post(actChildrenPath(act.uuid), { pin, version: act.version }, 'oz');
        return [refused.statusCode, refused.json()];
      }),
    );
    expect(answers[0]).toEqual([400, expect.objectContaining({ code: 'act_blocked', message: expect.stringContaining('1008') })]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
