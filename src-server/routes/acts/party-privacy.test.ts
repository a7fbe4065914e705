import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPrintFormPath } from '../../../src-domain/http/routes/acts-documents.ts';
import { ACTS_PATH, actPartiesPath, actPath, type ActDetails, type ActParty } from '../../../src-domain/http/routes/acts.ts';
import { invitationAcceptPath } from '../../../src-domain/http/routes/acts-invitations.ts';
import { actPartyInvitePath } from '../../../src-domain/http/routes/acts-invitations.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

const dilnoza = DEMO_CAST.dilnoza;

/** Every piece of Dilnoza's registry record the applicant must never read back (docs/architecture.md "Trust"). */
const DILNOZA_SECRETS = [dilnoza.passportNumber, dilnoza.phone, dilnoza.passportIssueDate].filter((secret): secret is string => secret !== null);

function expectNoneOf(text: string, secrets: readonly string[]): void {
  for (const secret of secrets) expect(text).not.toContain(secret);
}

/**
 * The takeover step of the review (docs/security.md "Findings"): adding someone's pin as a party
 * of one's own draft copied their passport, phone and addresses from the civil registry into the
 * act, and the act details gave them back. Now the applicant must type the document, the
 * registry only answers "matches" (the same answer for an unknown pin and a wrong document),
 * and a party's registry data is read whole only by the person and the act's notary.
 */
describe('no registry data of another person through an act (docs/architecture.md "Trust")', () => {
  let t: ActTestApp;
  let aziz: ActClient;

  beforeAll(async () => {
    t = await createActTestApp({ actLimits: { partyAddition: { max: 1000, timeWindowMs: 60_000 } } });
    aziz = await t.as('aziz');
  });
  afterAll(() => t.close());

  it('refuses a party added by pin alone: nothing of the person comes back', async () => {
    const act = await createDraftAct(aziz);
    const response = await aziz.post(actPartiesPath(act.uuid), { kind: 'individual', pin: dilnoza.pin, role: 'buyer' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expectNoneOf(response.body, [...DILNOZA_SECRETS, dilnoza.surname]);
    expect(ok<ActDetails>(await aziz.get(actPath(act.uuid))).parties).toHaveLength(1);
  });

  it('answers an unknown pin and a wrong document with the same status and body', async () => {
    const act = await createDraftAct(aziz);
    const unknownPin = await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), pin: '40307872641099', role: 'buyer' });
    const wrongDocument = await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), docNumber: '7654321', role: 'buyer' });
    const wrongSeries = await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), docSeries: 'AA', role: 'buyer' });
    for (const response of [unknownPin, wrongDocument, wrongSeries]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(unknownPin.body);
    }
    expect(unknownPin.json()).toEqual({
      code: 'registry_person_not_found',
      message: 'Лицо с указанными ПИНФЛ и документом не найдено в реестре гражданского состояния',
    });
  });

  it('gives the applicant who typed the right document the name, the document masked, no phone, addresses or dates', async () => {
    const act = await createDraftAct(aziz);
    const response = await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), role: 'buyer' });
    const added = ok<ActDetails>(response).parties.find((party) => party.pin === dilnoza.pin);
    expect(added).toMatchObject({
      fullName: 'Karimova Dilnoza Rustam qizi',
      docNumber: '*****34',
      docSeries: null,
      docDate: null,
      docIssuer: null,
      phone: null,
      regAddress: null,
      actAddress: null,
    });
    expectNoneOf(response.body, DILNOZA_SECRETS);
    const details = await aziz.get(actPath(act.uuid));
    expectNoneOf(details.body, DILNOZA_SECRETS);
    const printForm = await aziz.get(actPrintFormPath(act.uuid));
    expect(printForm.statusCode).toBe(200);
    expect(printForm.body).toContain('*****34');
    expectNoneOf(printForm.body, DILNOZA_SECRETS);
  });

  it('shows the party her own data, the applicant by name, other parties by initials; the act’s notary sees everyone whole', async () => {
    let act = await createDraftAct(aziz, { actTypeId: 4, notaryChoice: 'manual', notaryId: 1 });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), role: 'donee', version: act.version }));
    const invite = ok<{ link: string }>(await aziz.post(actPartyInvitePath(act.uuid, act.parties[1]?.id ?? 0), { channel: 'link' }));
    const token = new URL(invite.link).searchParams.get('invite') ?? '';
    const asDilnoza = ok<ActDetails>(await (await t.as('dilnoza')).post(invitationAcceptPath(token)));
    const own = asDilnoza.parties.find((party) => party.id === asDilnoza.viewer.partyId);
    expect(own).toMatchObject({ pin: dilnoza.pin, docNumber: dilnoza.passportNumber, docSeries: 'AD', phone: dilnoza.phone });
    const applicant = asDilnoza.parties.find((party) => party.isApplicant) as ActParty;
    expect(applicant).toMatchObject({ fullName: 'Karimov Aziz Alisher o‘g‘li', pin: '************14', docNumber: '*****67', phone: null, regAddress: null });
    expect(asDilnoza.applicantPin).toBe('************14');

    // The act's notary registers it with every party's document (spec §4 step 8).
    const gulnora = await t.as('gulnora');
    const asNotary = ok<ActDetails>(await gulnora.get(actPath(act.uuid)));
    expect(asNotary.parties.find((party) => party.pin === dilnoza.pin)).toMatchObject({
      docNumber: dilnoza.passportNumber,
      phone: dilnoza.phone,
      docSeries: 'AD',
    });
    expect(asNotary.parties.find((party) => party.isApplicant)).toMatchObject({ docNumber: DEMO_CAST.aziz.passportNumber });
  });

  it('names a third party to another party by initials only', async () => {
    let act = await createDraftAct(aziz, { actTypeId: 101, notaryChoice: 'manual', notaryId: 1, extras: { rights: ['use'] } });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), role: 'attorney', version: act.version }));
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'attorney', version: act.version }));
    const malikaRow = act.parties.find((party) => party.pin === DEMO_CAST.malika.pin);
    const invite = ok<{ link: string }>(await aziz.post(actPartyInvitePath(act.uuid, act.parties[1]?.id ?? 0), { channel: 'link' }));
    const token = new URL(invite.link).searchParams.get('invite') ?? '';
    const asDilnoza = ok<ActDetails>(await (await t.as('dilnoza')).post(invitationAcceptPath(token)));
    expect(asDilnoza.parties.find((party) => party.id === malikaRow?.id)).toMatchObject({
      fullName: 'Y*** M***',
      pin: '************10',
      docNumber: '*****78',
      phone: null,
    });
    expectNoneOf(JSON.stringify(asDilnoza.parties), [DEMO_CAST.malika.pin, DEMO_CAST.malika.passportNumber, 'Yusupova']);
  });
});

describe('act creation and party additions are limited per user (docs/security.md "Act creation")', () => {
  let t: ActTestApp;

  beforeAll(async () => {
    t = await createActTestApp({
      actLimits: { actCreation: { max: 4, timeWindowMs: 60_000 }, partyAddition: { max: 3, timeWindowMs: 60_000 }, maxOpenDrafts: 3 },
    });
  });
  afterAll(() => t.close());

  it('caps the drafts a user has open with a clear message, and counts per user', async () => {
    const malika = await t.as('malika');
    const open = await t.db
      .selectFrom('notarial_acts')
      .select('id')
      .where('applicant_pin', '=', DEMO_CAST.malika.pin)
      .where('state', '=', 'draft')
      .where('step', '=', 1)
      .execute();
    for (let index = open.length; index < 3; index += 1) await createDraftAct(malika);
    const refused = await malika.post(ACTS_PATH, { actTypeId: 1, regtype: 1, clientPhone: '901234567' }, 'oz');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'act_drafts_limit',
      message: 'Sizda tayyorlanayotgan notarial harakatlar juda ko‘p (3 ta). Yangisini yaratishdan oldin keraksizlarini o‘chiring yoki davom ettiring',
    });
    // Another person is not held back by Malika's drafts.
    await createDraftAct(await t.as('sherzod'));
  });

  it('answers 429 after the window’s act creations, per user', async () => {
    const jamshid = await t.as('jamshid');
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push((await jamshid.post(ACTS_PATH, { actTypeId: 9, regtype: 1, clientPhone: '901234567' })).statusCode);
    expect(answers.slice(0, 3)).toEqual([200, 200, 200]);
    expect(answers.at(-1)).toBe(429);
  });

  it('answers 429 after the window’s party additions, per user, whatever they answered', async () => {
    const aziz = await t.as('aziz');
    const act = await createDraftAct(aziz);
    const statuses = [];
    for (const pin of ['40307872641011', '40307872641012', '40307872641013', '40307872641014'])
      statuses.push((await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), pin, role: 'buyer' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
