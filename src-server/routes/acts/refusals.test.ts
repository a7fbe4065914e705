import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTS_PATH,
  actActionsPath,
  actPartiesPath,
  actPartyPath,
  actPath,
  actRemarksPath,
  actSubjectPath,
  actSubjectsPath,
  type ActDetails,
} from '../../../src-domain/http/routes/acts.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

/**
 * Every way an act request can be refused answers a localized 4xx, never a 500 (spec §4: "every
 * mutation checks the actor's role and the transition table"; spec §8).
 */
describe('refusals of act requests (spec §4, §6, §8)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let malika: ActClient;
  let gulnora: ActClient;
  let draft: ActDetails;
  let vehicleId = 0;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, malika, gulnora] = [await t.as('aziz'), await t.as('malika'), await t.as('gulnora')];
    vehicleId = (await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow()).id;
    draft = await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 });
    draft = ok(await aziz.post(actPartiesPath(draft.uuid), { ...partyOf('malika'), role: 'buyer' }));
    draft = ok(await aziz.post(actSubjectsPath(draft.uuid), { kind: 'vehicle', vehicleId, priceTiyin: 1_000_000 }));
  });
  afterAll(() => t.close());

  const refused = async (client: ActClient, method: 'POST' | 'PATCH' | 'DELETE', url: string, body: unknown, status: number, code: string) => {
    const response = await client.request(method, url, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(typeof response.json().message).toBe('string');
    return response.json<{ code: string; message: string; details?: { path: string; message: string }[] }>();
  };
  const act = (client: ActClient, body: Record<string, unknown>, status: number, code: string) =>
    refused(client, 'POST', actActionsPath(draft.uuid), { version: draft.version, ...body }, status, code);

  it.each([
    ['the buyer sends the act (only the applicant does, spec §4 "1 to 2")', 'malika', { action: 'send_to_notary' }],
    ['the applicant accepts the check (the notary does, spec §4 step 2)', 'aziz', { action: 'accept_check' }],
    ['the applicant confirms at step 1 (step 3 only)', 'aziz', { action: 'confirm' }],
    ['the notary sets a time at step 1 (step 5 only)', 'gulnora', { action: 'set_time', visitDate: '01.12.2026', visitTime: '10:00' }],
    ['the applicant registers', 'aziz', { action: 'register' }],
    ['the notary annuls an unregistered act (§6: a registered one)', 'gulnora', { action: 'annul', reason: 'x', confirmed: true }],
  ] as const)('refuses with 409 act_not_allowed when %s', async (_name, who, body) => {
    const client = { aziz, malika, gulnora }[who];
    const error = await act(client, body, 409, 'act_not_allowed');
    expect(error.message).toBe('Это действие сейчас недоступно');
  });

  it('asks for the confirmation of a deletion and the reason of a refusal (spec §4)', async () => {
    await act(aziz, { action: 'delete' }, 400, 'act_confirmation_required');
    await act(aziz, { action: 'annul', confirmed: false }, 400, 'act_confirmation_required');
    expect((await aziz.get(actPath(draft.uuid))).json()).toMatchObject({ state: 'draft', version: draft.version });
  });

  it.each([
    [{ action: 'no_show' }, 'action'],
    [{ action: 'fly' }, 'action'],
    [{ action: 'set_time', visitDate: '31.02.2026', visitTime: '10:00' }, 'visitDate'],
    [{ action: 'set_time', visitDate: '01.12.2026', visitTime: '25:00' }, 'visitTime'],
    [{ action: 'send_to_notary', version: -1 }, 'version'],
    [{ action: 'send_to_notary', version: 'one' }, 'version'],
  ])('rejects the action body %j with a localized 400 at %s', async (body, path) => {
    const error = await act(aziz, body, 400, 'validation_failed');
    expect(error.details?.[0]?.path).toBe(path);
  });

  it('refuses a stale version with 409 act_version_conflict and changes nothing', async () => {
    const error = await act(aziz, { action: 'send_to_notary', version: draft.version + 5 }, 409, 'act_version_conflict');
    expect(error.message).toBe('Нотариальное действие изменилось, обновите страницу');
    expect((await aziz.get(actPath(draft.uuid))).json()).toMatchObject({ step: 1, version: draft.version });
  });

  it.each([
    ['a party with a malformed pin', { kind: 'individual', pin: '123', role: 'buyer' }, 400, 'validation_failed'],
    [
      'a passport number of 6 digits for type 1 (spec §5: exactly 7)',
      { ...partyOf('dilnoza'), role: 'buyer', docType: 1, docNumber: '123456' },
      400,
      'validation_failed',
    ],
    ['an attorney in a vehicle sale', { ...partyOf('dilnoza'), role: 'attorney' }, 400, 'party_role_not_allowed'],
    ['a person the civil registry does not know', { ...partyOf('dilnoza'), pin: '99999999999999', role: 'buyer' }, 400, 'registry_person_not_found'],
    ['a document that is not the pin’s', { ...partyOf('dilnoza'), docNumber: '1122335', role: 'buyer' }, 400, 'registry_person_not_found'],
    ['a party without a document', { kind: 'individual', pin: DEMO_CAST.dilnoza.pin, role: 'buyer' }, 400, 'validation_failed'],
    ['the same buyer twice', { ...partyOf('malika'), role: 'buyer' }, 409, 'party_exists'],
    ['the applicant as a party of their own act', { ...partyOf('aziz'), role: 'buyer' }, 409, 'party_exists'],
    ['a legal entity with an unknown tax id', { ...partyOf('dilnoza'), kind: 'legal', inn: '999999999', role: 'buyer' }, 400, 'legal_entity_not_found'],
  ])('refuses %s', async (_name, body, status, code) => {
    const error = await refused(aziz, 'POST', actPartiesPath(draft.uuid), body, status, code);
    if (code === 'validation_failed' && 'docNumber' in body && body.docNumber === '123456')
      expect(error.details).toEqual([{ path: 'docNumber', message: 'Номер документа должен состоять из 7 символов' }]);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['real estate in a vehicle sale', { kind: 'real_estate', realEstateId: 1 }, 400, 'subject_kind_not_allowed'],
    ['a vehicle the registry does not have', { kind: 'vehicle', vehicleId: 999_999 }, 400, 'registry_data_missing'],
    ['the same vehicle twice', { kind: 'vehicle', vehicleId: -1 }, 409, 'subject_exists'],
    ['a negative price', { kind: 'vehicle', vehicleId: 1, priceTiyin: -5 }, 400, 'validation_failed'],
    ['other property without a description', { kind: 'other', description: '  ' }, 400, 'validation_failed'],
  ])('refuses a subject: %s', async (_name, body, status, code) => {
    const payload = body.vehicleId === -1 ? { ...body, vehicleId } : body;
    await refused(aziz, 'POST', actSubjectsPath(draft.uuid), payload, status, code);
  });

  it("rolls back an addition the spec §5 rules refuse, answering 400 act_blocked with the rule's spec §8 text", async () => {
    const response = await aziz.post(actPartiesPath(draft.uuid), { ...partyOf('kamol'), role: 'buyer' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'act_blocked', message: expect.stringContaining(DEMO_CAST.kamol.pin) });
    const after = ok<ActDetails>(await aziz.get(actPath(draft.uuid)));
    expect(after.parties.map((party) => party.pin)).not.toContain(DEMO_CAST.kamol.pin);
    expect(after.version).toBe(draft.version);
    const inUzbek = await aziz.post(actPartiesPath(draft.uuid), { ...partyOf('kamol'), role: 'buyer' }, 'oz');
    expect(inUzbek.json().message).not.toBe(response.json().message);
  });

  it('answers an unknown party or subject of the act with 404 act_item_not_found', async () => {
    await refused(aziz, 'PATCH', actPartyPath(draft.uuid, 999_999), { phone: '901112233' }, 404, 'act_item_not_found');
    await refused(aziz, 'DELETE', actSubjectPath(draft.uuid, 999_999), undefined, 404, 'act_item_not_found');
    const applicantRow = draft.parties.find((party) => party.isApplicant);
    await refused(aziz, 'DELETE', actPartyPath(draft.uuid, applicantRow?.id ?? 0), undefined, 409, 'act_not_allowed');
  });

  it('refuses edits by anyone but the applicant, and by the applicant once the act is sent (spec §4 step 1)', async () => {
    await refused(malika, 'PATCH', actPath(draft.uuid), { language: 'ru' }, 409, 'act_not_editable');
    await refused(gulnora, 'POST', actSubjectsPath(draft.uuid), { kind: 'other', description: 'x' }, 409, 'act_not_editable');
    const sent = ok<ActDetails>(await aziz.post(actActionsPath(draft.uuid), { action: 'send_to_notary', confirmed: true, version: draft.version }));
    await refused(aziz, 'PATCH', actPath(draft.uuid), { language: 'ru' }, 409, 'act_not_editable');
    await refused(aziz, 'POST', actPartiesPath(draft.uuid), { ...partyOf('dilnoza'), role: 'buyer' }, 409, 'act_not_editable');
    // Only the act's notary notes remarks, and only while checking.
    await refused(aziz, 'POST', actRemarksPath(draft.uuid), { text: 'x' }, 409, 'act_not_allowed');
    draft = ok(await gulnora.post(actRemarksPath(draft.uuid), { text: 'Narxni tekshiring' }));
    expect(draft).toMatchObject({ step: 2, version: sent.version + 1, remarks: [expect.objectContaining({ text: 'Narxni tekshiring' })] });
    await refused(gulnora, 'POST', actActionsPath(draft.uuid), { action: 'refuse', reason: ' ', version: draft.version }, 400, 'act_reason_required');
  });

  it('stops everything once the act is closed (spec §4: refused, cancelled, stopped)', async () => {
    draft = ok(await gulnora.post(actActionsPath(draft.uuid), { action: 'refuse', reason: 'Hujjatlar to‘liq emas', version: draft.version }));
    expect(draft).toMatchObject({ state: 'refused', step: 2, reason: 'Hujjatlar to‘liq emas', allowedActions: [] });
    await refused(aziz, 'POST', actActionsPath(draft.uuid), { action: 'annul', confirmed: true, version: draft.version }, 409, 'act_closed');
    await refused(malika, 'POST', actActionsPath(draft.uuid), { action: 'accept_invitation', version: draft.version }, 409, 'act_closed');
  });

  it.each([
    [{ actTypeId: 2, regtype: 1, clientPhone: '901234567' }, 'actTypeId'],
    [{ actTypeId: 1, regtype: 3, clientPhone: '901234567' }, 'regtype'],
    [{ actTypeId: 1, regtype: 1, clientPhone: '12' }, 'clientPhone'],
    [{ actTypeId: 1, regtype: 1, clientPhone: '901234567', notaryChoice: 'manual' }, 'notaryId'],
    [{ actTypeId: 101, regtype: 1, clientPhone: '901234567', extras: { validUntil: '31.02.2027' } }, 'extras.validUntil'],
    [{ actTypeId: 101, regtype: 1, clientPhone: '901234567', extras: { rights: ['fly'] } }, 'extras.rights.0'],
  ])('rejects the new act %j with 400 at %s', async (body, path) => {
    const error = await refused(aziz, 'POST', ACTS_PATH, body, 400, 'validation_failed');
    expect(error.details?.map((detail) => detail.path)).toContain(path);
  });

  it('refuses a chosen notary who does not take acts now (spec §3: licence, leave, presence)', async () => {
    const away = await t.db.selectFrom('notaries').select('id').where('leave_status', '!=', 'none').orderBy('id').executeTakeFirstOrThrow();
    await refused(
      aziz,
      'POST',
      ACTS_PATH,
      { actTypeId: 1, regtype: 1, clientPhone: '901234567', notaryChoice: 'manual', notaryId: away.id },
      409,
      'notary_unavailable',
    );
    await refused(
      aziz,
      'POST',
      ACTS_PATH,
      { actTypeId: 1, regtype: 1, clientPhone: '901234567', notaryChoice: 'manual', notaryId: 999_999 },
      409,
      'notary_unavailable',
    );
  });
});
