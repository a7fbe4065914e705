import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { actPartiesPath, actPath, actSubjectsPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { REGISTRY_OWN_REAL_ESTATE_PATH, type RegistryOwnRealEstateResponse } from '../../src-domain/http/routes/registry-lookups.ts';
import { type ActClient, type ActTestApp, createDraftAct, ok, partyOf } from './act-test-app.ts';

export const wizardStepOf = (client: ActClient, act: ActDetails, wizardStep: number, extras?: Record<string, unknown>): Promise<LightMyRequestResponse> =>
  client.patch(actPath(act.uuid), { wizardStep, ...(extras ? { extras: { ...act.extras, ...extras } } : {}), version: act.version }, 'oz');

/**
 * The pledge wizard through the API (spec §4 type 9; §3 credit, loan, pledge fields;
 * docs/decisions/0049-pledge-and-other-contract-wizards.md), for both engines: Malika pledges her
 * own flat for a loan to Aziz, each step refused first where its rule says so. Returns the finished act.
 */
export async function runPledgeWizard(t: ActTestApp): Promise<ActDetails> {
  const malika = await t.as('malika');
  const step = (act: ActDetails, to: number, extras?: Record<string, unknown>) => wizardStepOf(malika, act, to, extras);
  let act = await createDraftAct(malika, { actTypeId: 9, wizardStep: 1 });
  expect((await step(act, 2)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'subjects' }] });
  const { estates } = ok<RegistryOwnRealEstateResponse>(await malika.get(REGISTRY_OWN_REAL_ESTATE_PATH));
  act = ok(await malika.post(actSubjectsPath(act.uuid), { kind: 'real_estate', realEstateId: estates[0]?.id, priceTiyin: null, version: act.version }));
  act = ok(await step(act, 2));

  const noSum = await step(act, 3, { contractNumber: 'K-17' });
  expect(noSum.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'extras.loanSumTiyin' }] });
  const badPercent = await step(act, 3, { loanSumTiyin: 5_000_000_000, percent: 120 });
  expect(badPercent.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'extras.percent' }] });
  const terms = { contractNumber: 'K-17', loanSumTiyin: 5_000_000_000, percent: 22.5, termMonths: 24, purpose: 'Ipoteka', termFrom: '01.12.2026' };
  act = ok(await step(act, 3, terms));
  expect(act).toMatchObject({ wizardStep: 3, extras: terms });

  expect((await step(act, 4)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'parties' }] });
  act = ok(await malika.post(actPartiesPath(act.uuid), { ...partyOf('aziz'), role: 'pledgee', version: act.version }));
  act = ok(await step(act, 4));
  return ok(await step(act, 5));
}
