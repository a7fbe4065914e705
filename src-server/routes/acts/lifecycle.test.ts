import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actActionsPath,
  actHistoryPath,
  actPartiesPath,
  actPath,
  actRemarksPath,
  actSubjectsPath,
  type ActDetails,
  ActDetailsSchema,
  ActHistoryResponseSchema,
} from '../../../src-domain/http/routes/acts.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';
import { payAllInvoices, seedInvoice } from '../../test-support/act-invoices.test-support.ts';

/**
 * The whole life of an act through the API (spec §4 steps 1–9):
 * Aziz sells his Cobalt to Malika with notary Gulnora, who returns it once with a remark.
 */
describe('an act from preparation to registration (spec §4)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let malika: ActClient;
  let gulnora: ActClient;
  let act: ActDetails;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, malika, gulnora] = [await t.as('aziz'), await t.as('malika'), await t.as('gulnora')];
  });
  afterAll(() => t.close());

  const action = async (client: ActClient, body: Record<string, unknown>): Promise<ActDetails> => {
    act = v.parse(ActDetailsSchema, ok(await client.post(actActionsPath(act.uuid), { version: act.version, ...body })));
    return act;
  };

  it('creates a draft in step 1 with the applicant as its first, accepted party and the chosen notary', async () => {
    act = v.parse(ActDetailsSchema, await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 }));
    expect(act).toMatchObject({ step: 1, state: 'draft', regsystemId: 3, actTypeId: 1, notary: { id: 1 }, notaryChoice: 'manual', version: 0, editable: true });
    expect(act.parties).toEqual([
      expect.objectContaining({ pin: DEMO_CAST.aziz.pin, role: 'seller', status: 'accepted', isApplicant: true, fullName: 'Karimov Aziz Alisher o‘g‘li' }),
    ]);
    expect(act.allowedActions).toEqual(expect.arrayContaining(['send_to_notary', 'delete', 'annul']));
    expect(act.history.map((line) => line.action)).toEqual(['create']);
  });

  it('refuses to send an act without its buyer and vehicle (spec §4 "after saving … parties and subjects")', async () => {
    const response = await aziz.post(actActionsPath(act.uuid), { action: 'send_to_notary', version: act.version });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'act_content_incomplete', message: 'Заполните общие сведения, стороны и предметы' });
  });

  it('adds the buyer from the civil registry and the vehicle from the traffic-safety database', async () => {
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer', participationType: 1, version: act.version }));
    expect(act.parties[1]).toMatchObject({
      pin: DEMO_CAST.malika.pin,
      role: 'buyer',
      status: null,
      fullName: 'Yusupova Malika Bobur qizi',
      isApplicant: false,
    });
    const vehicle = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
    act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicle.id, priceTiyin: 14_500_000_000, version: act.version }));
    expect(act.subjects).toEqual([
      expect.objectContaining({
        kind: 'vehicle',
        vehicleId: vehicle.id,
        stateNumber: '01A777AA',
        priceTiyin: 14_500_000_000,
        data: expect.objectContaining({ make: 'Chevrolet' }),
      }),
    ]);
    expect(act.sumTiyin).toBe(14_500_000_000);
  });

  it('lets the invited buyer see the act and accept, but not edit it', async () => {
    const seen = ok<ActDetails>(await malika.get(actPath(act.uuid)));
    expect(seen.viewer).toMatchObject({ role: 'party', partyStatus: null });
    expect(seen.allowedActions.sort()).toEqual(['accept_invitation', 'decline_invitation']);
    expect((await malika.post(actSubjectsPath(act.uuid), { kind: 'other', description: 'x' })).json()).toMatchObject({ code: 'act_not_editable' });
    act = await action(malika, { action: 'accept_invitation' });
    expect(act.parties[1]).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });
  });

  it('sends to the notary, who returns it with a remark; resending resolves the remark', async () => {
    act = await action(aziz, { action: 'send_to_notary' });
    expect(act).toMatchObject({ step: 2, editable: false });
    const notaryView = ok<ActDetails>(await gulnora.get(actPath(act.uuid)));
    expect(notaryView.viewer.role).toBe('notary');
    expect(notaryView.allowedActions).toEqual(expect.arrayContaining(['return_with_remarks', 'accept_check', 'refuse', 'cancel', 'stop']));
    expect((await gulnora.post(actActionsPath(act.uuid), { action: 'return_with_remarks', remark: '  ', version: act.version })).json()).toMatchObject({
      code: 'act_remark_required',
    });
    act = await action(gulnora, { action: 'return_with_remarks', remark: 'Transport vositasi narxini tekshiring' });
    expect(act).toMatchObject({
      step: 1,
      remarks: [expect.objectContaining({ text: 'Transport vositasi narxini tekshiring', authorName: 'Saidova Gulnora Anvar qizi', resolvedAt: null })],
    });
    expect(ok<unknown[]>(await aziz.get(actRemarksPath(act.uuid)))).toHaveLength(1);
    act = await action(aziz, { action: 'send_to_notary' });
    expect(act.remarks[0]?.resolvedAt).not.toBeNull();
  });

  it('goes through check, confirmation, invoices, time, payment and registration', async () => {
    act = await action(gulnora, { action: 'accept_check' });
    expect(act.step).toBe(3);
    act = await action(aziz, { action: 'confirm' });
    expect(act.step).toBe(4);
    expect((await gulnora.post(actActionsPath(act.uuid), { action: 'issue_invoices', version: act.version })).json()).toMatchObject({
      code: 'act_invoices_required',
    });
    await seedInvoice(t.db, act.id, { amountTiyin: 37_500_000, payerName: 'Karimov Aziz Alisher o‘g‘li' });
    act = await action(gulnora, { action: 'issue_invoices' });
    expect(act).toMatchObject({ step: 5, invoices: [expect.objectContaining({ state: 'issued', amountTiyin: 37_500_000 })] });
    // The test clock is 22.11.2026 11:00 in Tashkent.
    expect(
      (await gulnora.post(actActionsPath(act.uuid), { action: 'set_time', visitDate: '22.11.2026', visitTime: '10:00', version: act.version })).json(),
    ).toMatchObject({ code: 'act_time_must_be_future' });
    act = await action(gulnora, { action: 'set_time', visitDate: '25.11.2026', visitTime: '10:30' });
    expect(act).toMatchObject({ step: 6, visitDate: '2026-11-25', visitTime: '10:30' });
    act = await action(aziz, { action: 'confirm_time' });
    expect(act.step).toBe(7);
    expect((await aziz.post(actActionsPath(act.uuid), { action: 'mark_paid', version: act.version })).json()).toMatchObject({ code: 'act_unpaid_invoices' });
    await payAllInvoices(t.db, act.id);
    act = await action(aziz, { action: 'mark_paid' });
    expect(act).toMatchObject({ step: 8, state: 'awaiting_registration' });
    act = await action(gulnora, { action: 'register' });
    expect(act).toMatchObject({ step: 9, state: 'active', regdate: '2026-11-22', office: { id: 1 }, allowedActions: ['annul'] });
    expect(ok<ActDetails>(await aziz.get(actPath(act.uuid))).allowedActions).toEqual([]);
    expect(act.regnum).toMatch(/^00126\d{5}$/);
    const twins = await t.db.selectFrom('notarial_acts').select('id').where('regnum', '=', act.regnum).execute();
    expect(twins).toHaveLength(1);
  });

  it('keeps the audit trail of every step: who, when, from and to which step, and why', async () => {
    const history = v.parse(ActHistoryResponseSchema, ok(await aziz.get(actHistoryPath(act.uuid))));
    expect(history.map((line) => `${line.action}:${line.fromStep}>${line.toStep}`)).toEqual([
      'create:1>1',
      'add_party:1>1',
      'add_subject:1>1',
      'accept_invitation:1>1',
      'send_to_notary:1>2',
      'return_with_remarks:2>1',
      'send_to_notary:1>2',
      'accept_check:2>3',
      'confirm:3>4',
      'issue_invoices:4>5',
      'set_time:5>6',
      'confirm_time:6>7',
      'mark_paid:7>8',
      'register:8>9',
    ]);
    expect(history.find((line) => line.action === 'return_with_remarks')).toMatchObject({
      actorRole: 'notary',
      actorName: 'Saidova Gulnora Anvar qizi',
      reason: 'Transport vositasi narxini tekshiring',
    });
    expect(history.at(-1)).toMatchObject({ actorRole: 'notary', fromState: 'awaiting_registration', toState: 'active' });
  });

  it('gives each registration its own consecutive number in the office (spec §4 step 9)', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      let next = await createDraftAct(aziz, { actTypeId: 11651, notaryChoice: 'manual', notaryId: 1 });
      next = ok(await aziz.post(actPartiesPath(next.uuid), { ...partyOf('dilnoza'), role: 'attorney', version: next.version }));
      await t.db
        .updateTable('notarial_acts')
        .set({ step: 8, state: 'awaiting_registration', visit_date: '2026-11-22', visit_time: '15:00' })
        .where('id', '=', next.id)
        .execute();
      const registered = ok<ActDetails>(await gulnora.post(actActionsPath(next.uuid), { action: 'register', version: next.version }));
      numbers.push(registered.regnum ?? '');
    }
    const sequence = numbers.map((regnum) => Number(regnum.slice(5)));
    expect(sequence[1]).toBe((sequence[0] ?? 0) + 1);
    expect(Number(act.regnum?.slice(5))).toBe((sequence[0] ?? 0) - 1);
  });
});
