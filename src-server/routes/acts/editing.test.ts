import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTS_PATH, actActionsPath, actPartiesPath, actPartyPath, actPath, actSubjectPath, actSubjectsPath } from '../../../src-domain/http/routes/acts.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

/** Preparing an act (spec §4 step 1, §2 screen 15): general info, parties, subjects, the simplified act. */
describe('editing an act in preparation', () => {
  let t: ActTestApp;
  let aziz: ActClient;

  beforeAll(async () => {
    t = await createActTestApp();
    aziz = await t.as('aziz');
  });
  afterAll(() => t.close());

  it('changes the general info and the per-type extras of a power of attorney, keeping its validity', async () => {
    let act = await createDraftAct(aziz, { actTypeId: 101, regtype: 2, extras: { rights: ['use', 'drive'] } });
    expect(act.extras).toEqual({ rights: ['use', 'drive'] });
    act = ok(
      await aziz.patch(actPath(act.uuid), {
        language: 'ru',
        clientPhone: '(90) 111 22 33',
        extras: { rights: ['use'], validUntil: '01.12.2027', delegation: false },
        version: act.version,
      }),
    );
    expect(act).toMatchObject({
      language: 'ru',
      clientPhone: '901112233',
      validUntil: '2027-12-01',
      extras: { rights: ['use'], validUntil: '01.12.2027', delegation: false },
    });
    expect(act.history.at(-1)).toMatchObject({ action: 'edit_general', actorRole: 'applicant', fromStep: 1, toStep: 1 });
  });

  it("takes a party's document, phone and addresses from the civil registry, edits only what the applicant may set (spec §3, docs/security.md)", async () => {
    let act = await createDraftAct(aziz);
    expect(act.parties[0]).toMatchObject({ docType: 1, docSeries: 'AB', docNumber: '1234567' });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), docSeries: 'ad', role: 'buyer' }));
    const buyer = act.parties[1];
    expect(buyer).toMatchObject({ docType: 8, docSeries: null, docNumber: '*****78', phone: null, regAddress: null, participationType: 1, isPayer: false });
    const stored = await t.db
      .selectFrom('act_parties')
      .select(['doc_number', 'phone', 'reg_address', 'data_json'])
      .where('id', '=', buyer?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ doc_number: DEMO_CAST.malika.passportNumber, phone: DEMO_CAST.malika.phone, data_json: '{"docSeries":"AD"}' });
    act = ok(
      await aziz.patch(actPartyPath(act.uuid, buyer?.id ?? 0), {
        docType: 1,
        docSeries: 'AC',
        docNumber: '7654321',
        phone: '901112233',
        regAddress: 'x',
        participationType: 2,
        isPayer: true,
        relationship: 'none',
      }),
    );
    expect(act.parties[1]).toMatchObject({ participationType: 2, isPayer: true, relationship: 'none' });
    expect(
      await t.db
        .selectFrom('act_parties')
        .select(['doc_number', 'phone', 'reg_address'])
        .where('id', '=', buyer?.id ?? 0)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      doc_number: DEMO_CAST.malika.passportNumber,
      phone: DEMO_CAST.malika.phone,
      reg_address: stored.reg_address,
    });
    act = ok(await aziz.delete(actPartyPath(act.uuid, buyer?.id ?? 0)));
    expect(act.parties).toHaveLength(1);
    expect(act.history.map((line) => line.action).slice(-3)).toEqual(['add_party', 'edit_party', 'remove_party']);
    expect(act.history.at(-1)?.reason).toBe('Y*** M***');
  });

  it("prices, edits and removes subjects; the act's sum is their total", async () => {
    let act = await createDraftAct(aziz, { actTypeId: 9 });
    act = ok(
      await aziz.post(actSubjectsPath(act.uuid), { kind: 'other', description: 'Zargarlik buyumlari', priceTiyin: 500_00, common: { paymentMethod: 'cash' } }),
    );
    act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'other', description: 'Uy jihozlari', priceTiyin: 250_00 }));
    expect(act.sumTiyin).toBe(750_00);
    expect(act.subjects[0]?.data).toEqual({ 'common.paymentMethod': 'cash' });
    act = ok(await aziz.patch(actSubjectPath(act.uuid, act.subjects[0]?.id ?? 0), { priceTiyin: 100_00, description: 'Oltin uzuk' }));
    expect(act).toMatchObject({
      sumTiyin: 350_00,
      subjects: [expect.objectContaining({ description: 'Oltin uzuk', data: { 'common.paymentMethod': 'cash' } }), expect.anything()],
    });
    act = ok(await aziz.delete(`${actSubjectPath(act.uuid, act.subjects[1]?.id ?? 0)}?version=${act.version}`));
    expect(act).toMatchObject({ sumTiyin: 100_00, subjects: [expect.objectContaining({ description: 'Oltin uzuk' })] });
  });

  it('makes a simplified act in person only, and sends it without parties or subjects (docs/decisions/0009)', async () => {
    const video = await aziz.post(ACTS_PATH, { actTypeId: 1, simplified: true, regtype: 2, clientPhone: '901234567' });
    expect(video.statusCode).toBe(400);
    expect(video.json().details).toEqual([{ path: 'regtype', message: 'Введено некорректное значение' }]);
    let act = await createDraftAct(aziz, { simplified: true, regtype: 1, notaryChoice: 'manual', notaryId: 1 });
    expect(act.simplified).toBe(true);
    const toVideo = await aziz.patch(actPath(act.uuid), { regtype: 2 });
    expect(toVideo.json().details?.[0]?.path).toBe('regtype');
    act = ok(await aziz.post(actActionsPath(act.uuid), { action: 'send_to_notary', version: act.version }));
    expect(act.step).toBe(2);
  });
});
