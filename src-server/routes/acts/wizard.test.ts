import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { actChildrenPath, actCoOwnersPath, actPartiesPath, actPath, actSubjectsPath } from '../../../src-domain/http/routes/acts.ts';
import {
  REGISTRY_OWN_REAL_ESTATE_PATH,
  REGISTRY_OWN_VEHICLES_PATH,
  type RegistryOwnVehiclesResponse,
} from '../../../src-domain/http/routes/registry-lookups.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';
import { expectBannedCarStopsStepOne, runGiftWizard, runSaleWizard } from '../../test-support/sale-wizard.test-support.ts';

const c = DEMO_CAST;

/** The act wizards' server side (spec §2 screen 16, §4 "Wizards by act type id"; docs/decisions/0041-act-wizard-frame.md). */
describe('act wizards', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let dilnoza: ActClient;
  let sherzod: ActClient;
  let otabek: ActClient;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, dilnoza, sherzod, otabek] = await Promise.all([t.as('aziz'), t.as('dilnoza'), t.as('sherzod'), t.as('otabek')]);
  });
  afterAll(() => t.close());

  const step = async (client: ActClient, act: ActDetails, wizardStep: number, extras?: Record<string, unknown>, locale = 'oz') =>
    client.patch(actPath(act.uuid), { wizardStep, ...(extras ? { extras: { ...act.extras, ...extras } } : {}), version: act.version }, locale);

  it('keeps the step reached with a travel consent and checks each step when it is left (spec §4 15034)', async () => {
    let act = await createDraftAct(aziz, { actTypeId: 15034, wizardStep: 1 });
    expect(act.wizardStep).toBe(1);
    expect(ok<ActDetails>(await aziz.get(actPath(act.uuid))).wizardStep).toBe(1);

    const noChild = await step(aziz, act, 2);
    expect(noChild.statusCode).toBe(400);
    expect(noChild.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'parties', message: 'Kamida bitta bolani tanlang' }] });
    act = ok(await aziz.post(actChildrenPath(act.uuid), { pin: c.jasur.pin, version: act.version }));
    expect(act.parties.map((party) => [party.role, party.fullName])).toContainEqual(['child', 'Karimov Jasur Aziz o‘g‘li']);
    act = ok(await step(aziz, act, 2));
    expect(act.wizardStep).toBe(2);

    const noDestination = await step(aziz, act, 3, { departureCountryId: 1 });
    expect(noDestination.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'extras.destinationCountryIds' }] });
    act = ok(await step(aziz, act, 3, { departureCountryId: 1, allCountries: true }));
    expect(act).toMatchObject({ wizardStep: 3, extras: { departureCountryId: 1, allCountries: true } });

    const backwards = await step(aziz, act, 4, { purpose: 'Dam olish', dateFrom: '10.01.2027', dateTo: '01.01.2027' });
    expect(backwards.json()).toMatchObject({ details: [{ path: 'extras.dateTo', message: 'Boshlanish sanasi tugash sanasidan keyin bo‘lmasligi kerak' }] });
    act = ok(await step(aziz, act, 4, { purpose: 'Dam olish', dateFrom: '01.01.2027', dateTo: '10.01.2027' }));

    // Jasur is 16: he may travel alone (spec §5, §9); finishing stores no step.
    act = ok(await step(aziz, act, 5, { independent: true }));
    expect(act).toMatchObject({ wizardStep: null, extras: { independent: true, purpose: 'Dam olish' } });
  });

  it('refuses independent travel for a child under 15 at the companion step, with the spec’s message (§5)', async () => {
    let act = await createDraftAct(dilnoza, { actTypeId: 15034, wizardStep: 1 });
    act = ok(await dilnoza.post(actChildrenPath(act.uuid), { pin: c.madina.pin, version: act.version }));
    act = ok(await step(dilnoza, act, 2));
    act = ok(await step(dilnoza, act, 3, { departureCountryId: 1, destinationCountryIds: [2] }));
    act = ok(await step(dilnoza, act, 4, { purpose: 'Dam olish', dateFrom: '01.01.2027', dateTo: '10.01.2027' }));
    const alone = await step(dilnoza, act, 5, { independent: true }, 'ru');
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({
      code: 'act_blocked',
      message: `Ребёнку (ПИНФЛ ${c.madina.pin}) на день выезда не исполнится 15 лет: самостоятельный выезд невозможен, добавьте сопровождающее лицо`,
    });
    const stored = ok<ActDetails>(await dilnoza.get(actPath(act.uuid)));
    expect(stored).toMatchObject({ wizardStep: 4 });
    expect(stored.extras.independent).toBeUndefined();
    const nobody = await step(dilnoza, act, 5, { independent: false });
    expect(nobody.json()).toMatchObject({ code: 'act_blocked', message: expect.stringContaining('kuzatuvchi shaxs kerak') });
  });

  it('takes only the caller’s own minor children from the registry list (spec §5)', async () => {
    const act = await createDraftAct(sherzod, { actTypeId: 15034, wizardStep: 1 });
    const stranger = await sherzod.post(actChildrenPath(act.uuid), { pin: c.jasur.pin, version: act.version });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: 'act_blocked' });
  });

  it('goes back freely, never skips ahead, and refuses a step on an act made without the wizard', async () => {
    let act = await createDraftAct(aziz, { actTypeId: 15034, wizardStep: 1 });
    expect((await step(aziz, act, 3)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'wizardStep' }] });
    act = ok(await step(aziz, act, 0));
    expect(act.wizardStep).toBe(0);
    act = ok(await step(aziz, act, 1));
    expect(act.wizardStep).toBe(1);
    const plain = await createDraftAct(aziz, { actTypeId: 15034 });
    expect(plain.wizardStep).toBeNull();
    expect((await createDraftAct(aziz, { actTypeId: 15034, simplified: true, wizardStep: 1 })).wizardStep).toBeNull();
    expect((await step(aziz, plain, 2)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'wizardStep' }] });
  });

  it('lets only a property owner create a residence consent (spec §6), offering the owner’s own property', async () => {
    const refused = await sherzod.post('/api/acts', { actTypeId: 11944, regtype: 1, clientPhone: '901234567', wizardStep: 1 }, 'oz');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'act_blocked',
      message: 'Doimiy ro‘yxatga olishga rozilikni faqat mulk egasi beradi: kadastrda sizning nomingizga ko‘chmas mulk qayd etilmagan',
    });
    expect(ok<{ estates: unknown[] }>(await sherzod.get(REGISTRY_OWN_REAL_ESTATE_PATH)).estates).toEqual([]);
    const { estates } = ok<{ estates: { cadastreNumber: string; owners: { pin: string }[] }[] }>(await aziz.get(REGISTRY_OWN_REAL_ESTATE_PATH));
    expect(estates.map((estate) => estate.cadastreNumber)).toEqual(['11:13:02:05:03:0412']);
    expect(estates[0]?.owners.map((owner) => owner.pin).sort()).toEqual([c.aziz.pin, c.dilnoza.pin].sort());
    const act = await createDraftAct(aziz, { actTypeId: 11944, wizardStep: 1 });
    expect(act.wizardStep).toBe(1);
  });

  it('lists only the caller’s own vehicles, a co-owner by initials and a masked pin (spec §4 "select vehicle")', async () => {
    const { vehicles } = ok<RegistryOwnVehiclesResponse>(await sherzod.get(REGISTRY_OWN_VEHICLES_PATH));
    expect(vehicles.map((vehicle) => vehicle.stateNumber)).toEqual(['01B345CA']);
    const owners = vehicles[0]?.owners ?? [];
    expect(owners.find((owner) => owner.isCaller)).toMatchObject({ pin: c.sherzod.pin, numerator: 1, denominator: 2 });
    const brother = owners.find((owner) => !owner.isCaller);
    expect(brother?.pin).not.toBe(c.bekzod.pin);
    expect(brother?.fullName).not.toContain(c.bekzod.firstName);
    const { vehicles: his } = ok<RegistryOwnVehiclesResponse>(await otabek.get(REGISTRY_OWN_VEHICLES_PATH));
    expect(his.map((vehicle) => [vehicle.stateNumber, vehicle.restrictions.map((r) => r.kind).sort()])).toEqual([['01T517KA', ['ban', 'fine']]]);
  });

  it('sells a co-owned car step by step: vehicle, price, buyer, the registry’s co-owners, review (spec §4 type 1, §5 co-owners)', async () => {
    expect((await runSaleWizard(t)).wizardStep).toBeNull();
  });

  it('gives a co-owned car step by step: vehicle, its value, donee, the registry’s co-owners as givers, review (spec §4 type 4, §9, §5 co-owners)', async () => {
    expect((await runGiftWizard(t)).wizardStep).toBeNull();
  });

  it('stops a debtor’s banned car when the vehicle step is left, with the spec’s messages (§5 "blocks continuing")', async () => {
    await expectBannedCarStopsStepOne(t, 1);
  });

  it('takes a real-estate power of attorney through attorneys, the owner’s flat, powers and review; sale is refused at the powers step (spec §4, §5 "105 may not grant sale …")', async () => {
    let act = await createDraftAct(aziz, { actTypeId: 105, wizardStep: 1 });
    expect((await step(aziz, act, 2)).json()).toMatchObject({ details: [{ path: 'parties', message: 'Kamida bitta ishonchli vakilni qo‘shing' }] });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('sherzod'), role: 'attorney', version: act.version }));
    act = ok(await step(aziz, act, 2));
    const { estates } = ok<{ estates: { id: number }[] }>(await aziz.get(REGISTRY_OWN_REAL_ESTATE_PATH));
    act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'real_estate', realEstateId: estates[0]?.id, version: act.version }));
    act = ok(await step(aziz, act, 3));
    expect(act.wizardStep).toBe(3);

    const noRights = await step(aziz, act, 4, { validUntil: '31.12.2027' });
    expect(noRights.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'extras.rights', message: 'Beriladigan kamida bitta huquqni belgilang' }],
    });
    const sale = await step(aziz, act, 4, { rights: ['manage', 'sell'], delegation: false, validUntil: '31.12.2027' }, 'ru');
    expect(sale.statusCode).toBe(400);
    expect(sale.json()).toMatchObject({ code: 'act_blocked', message: 'Доверенность на недвижимость не может давать права продажи, дарения, залога или мены' });
    const stored = ok<ActDetails>(await aziz.get(actPath(act.uuid)));
    expect(stored.wizardStep).toBe(3);
    expect(stored.extras.rights).toBeUndefined();

    act = ok(await step(aziz, act, 4, { rights: ['manage', 'rent'], delegation: true, validFrom: '', validUntil: '31.12.2027' }));
    expect(act).toMatchObject({ wizardStep: 4, extras: { rights: ['manage', 'rent'], delegation: true, validUntil: '31.12.2027' } });
    expect(ok<ActDetails>(await step(aziz, act, 5)).wizardStep).toBeNull();

    // §5 duplicate: a second unfinished one for the same flat and attorney is refused when the flat is added, with a link to the first.
    let again = await createDraftAct(aziz, { actTypeId: 105, wizardStep: 1 });
    again = ok(await aziz.post(actPartiesPath(again.uuid), { ...partyOf('sherzod'), role: 'attorney', version: again.version }));
    const duplicate = await aziz.post(actSubjectsPath(again.uuid), { kind: 'real_estate', realEstateId: estates[0]?.id, version: again.version });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ code: 'act_blocked', message: expect.stringContaining(`/enotarial_act/${act.uuid}`) });
  });

  it('refuses a general power of attorney with a disposal right, and a sub-delegation without a registered base, at the powers step (spec §5)', async () => {
    let act = await createDraftAct(sherzod, { actTypeId: 11651, wizardStep: 1 });
    act = ok(await sherzod.post(actPartiesPath(act.uuid), { ...partyOf('aziz'), role: 'attorney', version: act.version }));
    act = ok(await step(sherzod, act, 2));
    const disposal = await step(sherzod, act, 3, { rights: ['represent', 'sell'], validUntil: '31.12.2027' });
    expect(disposal.json()).toMatchObject({
      code: 'act_blocked',
      message: 'Umumiy ishonchnoma ko‘chmas mulk yoki transport vositalarini tasarruf etish huquqini bera olmaydi',
    });
    const unknownBase = await step(sherzod, act, 3, { rights: ['represent'], baseProxyRegnum: 'NO-SUCH-1', validUntil: '31.12.2027' });
    expect(unknownBase.json()).toMatchObject({ code: 'act_blocked', message: expect.stringContaining('NO-SUCH-1') });
    act = ok(await step(sherzod, act, 3, { rights: ['represent'], baseProxyRegnum: '', validUntil: '31.12.2027' }));
    expect(act.wizardStep).toBe(3);
  });

  it('adds co-owners only to a sale or gift being prepared by its applicant', async () => {
    const consent = await createDraftAct(aziz, { actTypeId: 15034, wizardStep: 1 });
    expect((await aziz.post(actCoOwnersPath(consent.uuid), { version: consent.version })).json()).toMatchObject({ code: 'party_role_not_allowed' });
    const sale = await createDraftAct(sherzod, { actTypeId: 1, wizardStep: 1 });
    expect((await aziz.post(actCoOwnersPath(sale.uuid), {})).statusCode).toBe(418);
  });
});
