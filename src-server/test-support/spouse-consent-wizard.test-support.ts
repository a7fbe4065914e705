import { expect } from 'vitest';
import { actPath, actSpousePath, actSubjectsPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { type ActClient, type ActTestApp, createDraftAct, ok } from './act-test-app.ts';

/**
 * The spouse consent wizard through the API (spec §4 "15003: choose spouse and phone, then subject
 * with consent types (multiple allowed)", §5 duplicate act;
 * docs/decisions/0046-spouse-consent-and-accompanying-wizards.md), for the tests on both engines:
 * Aziz names Dilnoza from the registry, her phone, household goods and two consent types, each
 * step refused first where its rule says so; then a second consent for Dilnoza is refused with the
 * link to the first, nothing stored. Returns the finished act.
 */
export async function runSpouseConsentWizard(t: ActTestApp): Promise<ActDetails> {
  const aziz = await t.as('aziz');
  const step = async (client: ActClient, act: ActDetails, wizardStep: number, extras?: Record<string, unknown>) =>
    client.patch(actPath(act.uuid), { wizardStep, ...(extras ? { extras: { ...act.extras, ...extras } } : {}), version: act.version }, 'oz');

  let act = await createDraftAct(aziz, { actTypeId: 15003, wizardStep: 1 });
  const nobody = await step(aziz, act, 2, { spousePhone: '(90) 123 45 67' });
  expect(nobody.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'parties' }] });

  act = ok(await aziz.post(actSpousePath(act.uuid), { version: act.version }));
  expect(act.parties.filter((party) => party.role === 'spouse').map((party) => party.fullName)).toEqual(['Karimova Dilnoza Rustam qizi']);
  const noPhone = await step(aziz, act, 2);
  expect(noPhone.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'extras.spousePhone', message: 'Telefon raqamini kiriting' }] });
  act = ok(await step(aziz, act, 2, { spousePhone: '(90) 123 45 67' }));
  expect(act).toMatchObject({ wizardStep: 2, extras: { spousePhone: '(90) 123 45 67' } });

  act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'other', description: 'Oilaviy uy jihozlari', priceTiyin: null, version: act.version }));
  const noType = await step(aziz, act, 3, { consentTypes: [] });
  expect(noType.json()).toMatchObject({
    code: 'validation_failed',
    details: [{ path: 'extras.consentTypes', message: 'Kamida bitta rozilik turini belgilang' }],
  });
  expect((await step(aziz, act, 3, { consentTypes: ['sell-twice'] })).statusCode).toBe(400);
  act = ok(await step(aziz, act, 3, { consentTypes: ['sale', 'pledge'] }));
  expect(act).toMatchObject({ wizardStep: 3, extras: { consentTypes: ['sale', 'pledge'] } });
  act = ok(await step(aziz, act, 4));

  // §5: an unfinished consent for the same spouse already exists: refused with a link to it, nothing stored.
  const second = await createDraftAct(aziz, { actTypeId: 15003, wizardStep: 1 });
  const duplicate = await aziz.post(actSpousePath(second.uuid), { version: second.version }, 'oz');
  expect(duplicate.statusCode).toBe(400);
  expect(duplicate.json()).toMatchObject({
    code: 'act_blocked',
    message: expect.stringContaining(`Shu obyekt yoki shaxs bo‘yicha tugallanmagan notarial harakat mavjud: /enotarial_act/${act.uuid}`),
  });
  expect(ok<ActDetails>(await aziz.get(actPath(second.uuid))).parties.some((party) => party.role === 'spouse')).toBe(false);
  return act;
}
