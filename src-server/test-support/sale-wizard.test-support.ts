import { expect } from 'vitest';
import { actCoOwnersPath, actPartiesPath, actPath, actSubjectPath, actSubjectsPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import { REGISTRY_OWN_VEHICLES_PATH, type RegistryOwnVehiclesResponse } from '../../src-domain/http/routes/registry-lookups.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createDraftAct, ok, partyOf } from './act-test-app.ts';

const step = (client: ActClient, act: ActDetails, wizardStep: number, locale = 'oz') =>
  client.patch(actPath(act.uuid), { wizardStep, version: act.version }, locale);

/**
 * The co-owners step (step `to` is refused until it is done): Bekzod owns half the Malibu, so the
 * server refuses to go on until he has joined in `role` (§5, with the §8 text), which one call
 * does from the registry. Returns the act with him in.
 */
async function bekzodJoins(sherzod: ActClient, act: ActDetails, to: number, role: 'seller' | 'donor'): Promise<ActDetails> {
  const missing = await step(sherzod, act, to, 'ru');
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toMatchObject({
    code: 'act_blocked',
    message: `Транспортное средство 01B345CA в общей собственности: совладельца (ПИНФЛ ${DEMO_CAST.bekzod.pin}) нужно добавить продавцом или дарителем`,
  });
  const joined = ok<ActDetails>(await sherzod.post(actCoOwnersPath(act.uuid), { version: act.version }));
  expect(joined.parties.find((party) => party.role === role && !party.isApplicant)).toMatchObject({ fullName: 'Rahimov Bekzod Ravshan o‘g‘li', status: null });
  return joined;
}

/**
 * The vehicle sale wizard through the API (spec §4 type 1, §5 co-owners;
 * docs/decisions/0043-vehicle-sale-wizard.md), for the wizard tests on both engines: Sherzod
 * sells the Malibu he co-owns with his brother Bekzod to Aziz, each step refused first where its
 * rule says so, the co-owners step until Bekzod joined from the registry. Returns the finished act.
 */
export async function runSaleWizard(t: ActTestApp): Promise<ActDetails> {
  const sherzod = await t.as('sherzod');
  let act = await createDraftAct(sherzod, { actTypeId: 1, wizardStep: 1 });
  expect((await step(sherzod, act, 2)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'subjects' }] });
  const { vehicles } = ok<RegistryOwnVehiclesResponse>(await sherzod.get(REGISTRY_OWN_VEHICLES_PATH));
  act = ok(await sherzod.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicles[0]?.id, priceTiyin: null, version: act.version }));
  act = ok(await step(sherzod, act, 2));

  expect((await step(sherzod, act, 3)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'price', message: 'Sotish narxini kiriting' }] });
  const subjectId = act.subjects[0]?.id ?? 0;
  act = ok(
    await sherzod.patch(actSubjectPath(act.uuid, subjectId), {
      priceTiyin: 14_500_000_000,
      common: { paymentMethod: 'credit', advanceTiyin: 2_000_000_000, creditSumTiyin: 12_500_000_000, creditOrganisation: 'Xalq banki' },
      version: act.version,
    }),
  );
  act = ok(await step(sherzod, act, 3));
  expect(act.subjects[0]).toMatchObject({ priceTiyin: 14_500_000_000, data: { 'common.paymentMethod': 'credit', 'common.advanceTiyin': 2_000_000_000 } });

  expect((await step(sherzod, act, 4)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'parties', message: 'Xaridorni qo‘shing' }] });
  act = ok(await sherzod.post(actPartiesPath(act.uuid), { ...partyOf('aziz'), role: 'buyer', version: act.version }));
  act = ok(await step(sherzod, act, 4));

  // Bekzod owns half: the step is refused until he has joined as a seller (§5).
  act = await bekzodJoins(sherzod, act, 5, 'seller');
  // Asked again, nobody new: the act stays as it is.
  act = ok(await sherzod.post(actCoOwnersPath(act.uuid), { version: act.version }));
  expect(act.parties.filter((party) => party.role === 'seller')).toHaveLength(2);
  act = ok(await step(sherzod, act, 5));
  return ok(await step(sherzod, act, 6));
}

/**
 * The vehicle gift wizard through the API (spec §4 type 4, §5 co-owners "as sellers or givers";
 * docs/decisions/0047-vehicle-gift-wizard.md): Sherzod gives the same Malibu to Aziz, its value
 * stated, the donee step refused until Aziz is in, the co-owners step until Bekzod joined as a
 * giver. Returns the finished act.
 */
export async function runGiftWizard(t: ActTestApp): Promise<ActDetails> {
  const sherzod = await t.as('sherzod');
  let act = await createDraftAct(sherzod, { actTypeId: 4, wizardStep: 1 });
  const { vehicles } = ok<RegistryOwnVehiclesResponse>(await sherzod.get(REGISTRY_OWN_VEHICLES_PATH));
  const malibu = vehicles.find((vehicle) => vehicle.stateNumber === '01B345CA');
  act = ok(await sherzod.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: malibu?.id, priceTiyin: null, version: act.version }));
  act = ok(await step(sherzod, act, 2));
  // Its value, which the duty is reckoned on (§9): no payment terms.
  expect((await step(sherzod, act, 3)).json()).toMatchObject({
    code: 'validation_failed',
    details: [{ path: 'price', message: 'Transport vositasining qiymatini kiriting' }],
  });
  act = ok(await sherzod.patch(actSubjectPath(act.uuid, act.subjects[0]?.id ?? 0), { priceTiyin: 14_500_000_000, common: {}, version: act.version }));
  act = ok(await step(sherzod, act, 3));
  expect((await step(sherzod, act, 4)).json()).toMatchObject({
    code: 'validation_failed',
    details: [{ path: 'parties', message: 'Hadya oluvchini qo‘shing' }],
  });
  act = ok(await sherzod.post(actPartiesPath(act.uuid), { ...partyOf('aziz'), role: 'donee', version: act.version }));
  act = ok(await step(sherzod, act, 4));
  act = await bekzodJoins(sherzod, act, 5, 'donor');
  act = ok(await step(sherzod, act, 5));
  act = ok(await step(sherzod, act, 6));
  expect(act.subjects).toEqual([expect.objectContaining({ stateNumber: '01B345CA', priceTiyin: 14_500_000_000 })]);
  return act;
}

/**
 * Otabek owes the enforcement bureau and his car 01T517KA has a ban and a fine: the car may join
 * a new act of `actTypeId` (its bans show in the act's ban list), but leaving the wizard's step 1
 * (the sale's vehicle, the pledge's property) is refused with the spec's messages (§5 "blocks
 * continuing") and the act stays at step 1.
 */
export async function expectBannedCarStopsStepOne(t: ActTestApp, actTypeId: ActTypeId): Promise<void> {
  const otabek = await t.as('otabek');
  let act = await createDraftAct(otabek, { actTypeId, wizardStep: 1 });
  const { vehicles } = ok<RegistryOwnVehiclesResponse>(await otabek.get(REGISTRY_OWN_VEHICLES_PATH));
  act = ok(await otabek.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicles[0]?.id, version: act.version }));
  const refused = await step(otabek, act, 2);
  expect(refused.statusCode).toBe(400);
  const { code, message } = refused.json<{ code: string; message: string }>();
  expect(code).toBe('act_blocked');
  expect(message).toContain('Majburiy ijro byurosida to‘lanmagan qarzdorligi bor');
  expect(message).toContain('01T517KA transport vositasiga YHXB bazasida taqiq, hibs yoki to‘lanmagan jarima mavjud');
  expect(ok<ActDetails>(await otabek.get(actPath(act.uuid))).wizardStep).toBe(1);
}
