import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actSpousePath } from '../../../src-domain/http/routes/acts.ts';
import { REGISTRY_SPOUSE_PATH, type RegistrySpouseResponse } from '../../../src-domain/http/routes/registry-lookups.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { runSpouseConsentWizard } from '../../test-support/spouse-consent-wizard.test-support.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok } from '../../test-support/act-test-app.ts';

const c = DEMO_CAST;

/**
 * The spouse consent 15003 through its wizard, server side (spec §4 "15003: choose spouse and
 * phone, then subject with consent types (multiple allowed)", §5 deceased person and duplicate
 * act; docs/decisions/0046-spouse-consent-and-accompanying-wizards.md).
 */
describe('spouse consent wizard (15003)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let malika: ActClient;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, malika] = await Promise.all([t.as('aziz'), t.as('malika')]);
  });
  afterAll(() => t.close());

  it('adds the registry’s spouse, needs their phone and at least one consent type, and refuses a second unfinished consent for the same spouse (§5)', async () => {
    expect((await runSpouseConsentWizard(t)).wizardStep).toBeNull();
  });

  it('adds a spouse only to a spouse consent', async () => {
    const travel = await createDraftAct(aziz, { actTypeId: 15034, wizardStep: 1 });
    const refused = await aziz.post(actSpousePath(travel.uuid), { version: travel.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'party_role_not_allowed' });
  });

  it('answers “child or spouse missing” to someone the registry records no spouse for (§8)', async () => {
    expect(ok<RegistrySpouseResponse>(await malika.get(REGISTRY_SPOUSE_PATH)).spouse).toBeNull();
    const act = await createDraftAct(malika, { actTypeId: 15003, wizardStep: 1 });
    const refused = await malika.post(actSpousePath(act.uuid), { version: act.version }, 'oz');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'act_blocked', message: expect.stringContaining('1008') });
  });

  it('shows a spouse recorded deceased as such and refuses them with the §5 message naming the pin', async () => {
    const own = await createActTestApp();
    try {
      await own.db.updateTable('persons').set({ death_date: '2026-01-10' }).where('pin', '=', c.dilnoza.pin).execute();
      const widower = await own.as('aziz');
      expect(ok<RegistrySpouseResponse>(await widower.get(REGISTRY_SPOUSE_PATH)).spouse).toMatchObject({ pin: c.dilnoza.pin, deceased: true });
      const act = await createDraftAct(widower, { actTypeId: 15003, wizardStep: 1 });
      const refused = await widower.post(actSpousePath(act.uuid), { version: act.version }, 'oz');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'act_blocked', message: expect.stringMatching(new RegExp(`JShShIR ${c.dilnoza.pin}.*vafot`)) });
    } finally {
      await own.close();
    }
  });
});
