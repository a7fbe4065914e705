import { expect } from 'vitest';
import { actActionsPath, actPartiesPath, actSubjectsPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { payAllInvoices, seedInvoice } from './act-invoices.test-support.ts';
import { type ActTestApp, createDraftAct, ok, partyOf } from './act-test-app.ts';

/**
 * The whole journey of spec §4 in one call, for the dialect tests: Aziz sells his Cobalt to
 * Malika with notary Gulnora (notary #1), who returns it once; then every step to registration.
 * The clock must be the seed's morning (22.11.2026 11:00 Tashkent). Returns the registered act.
 */
export async function runActJourney(t: ActTestApp): Promise<ActDetails> {
  const [aziz, malika, gulnora] = [await t.as('aziz'), await t.as('malika'), await t.as('gulnora')];
  let act = await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 });
  act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer', version: act.version }));
  const vehicle = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
  act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicle.id, priceTiyin: 14_500_000_000, version: act.version }));
  const step = async (who: typeof aziz, body: Record<string, unknown>, expected: number) => {
    act = ok(await who.post(actActionsPath(act.uuid), { version: act.version, ...body }));
    expect(act.step, String(body.action)).toBe(expected);
  };
  await step(malika, { action: 'accept_invitation' }, 1);
  await step(aziz, { action: 'send_to_notary' }, 2);
  await step(gulnora, { action: 'return_with_remarks', remark: 'Narxni tekshiring' }, 1);
  await step(aziz, { action: 'send_to_notary' }, 2);
  await step(gulnora, { action: 'accept_check' }, 3);
  await step(aziz, { action: 'confirm' }, 4);
  await seedInvoice(t.db, act.id, { amountTiyin: 37_500_000, payerName: 'Karimov Aziz Alisher o‘g‘li' });
  await step(gulnora, { action: 'issue_invoices' }, 5);
  await step(gulnora, { action: 'set_time', visitDate: '25.11.2026', visitTime: '10:30' }, 6);
  await step(aziz, { action: 'confirm_time' }, 7);
  await payAllInvoices(t.db, act.id);
  await step(aziz, { action: 'mark_paid' }, 8);
  await step(gulnora, { action: 'register' }, 9);
  expect(act).toMatchObject({ state: 'active', regdate: '2026-11-22', remarks: [expect.objectContaining({ resolvedAt: expect.any(String) })] });
  expect(act.regnum).toMatch(/^00126\d{5}$/);
  return act;
}
