import { expect } from 'vitest';
import { actInvoicesPath } from '../../src-domain/http/routes/acts-invoices.ts';
import { actActionsPath, actPartiesPath, actSubjectsPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { type ActClient, type ActTestApp, createDraftAct, ok, partyOf } from './act-test-app.ts';

const SUM = 100;

export async function act(client: ActClient, current: ActDetails, body: Record<string, unknown>): Promise<ActDetails> {
  return ok(await client.post(actActionsPath(current.uuid), { version: current.version, ...body }));
}

/**
 * Aziz's gift of his Cobalt to his wife Dilnoza with notary Gulnora, checked and confirmed: step
 * 4, waiting for invoices; marked free of charge on the way when a reason is given. A gift, so
 * one test file may make several (spec §5 guards duplicate sales, not gifts).
 */
export async function giftAtFormation(t: ActTestApp, options: { freeOfChargeReason?: string } = {}): Promise<ActDetails> {
  const [aziz, dilnoza, gulnora] = [await t.as('aziz'), await t.as('dilnoza'), await t.as('gulnora')];
  const cobalt = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
  let current = await createDraftAct(aziz, { actTypeId: 4, notaryChoice: 'manual', notaryId: 1 });
  current = ok(await aziz.post(actPartiesPath(current.uuid), { ...partyOf('dilnoza'), role: 'donee', relationship: 'spouse', version: current.version }));
  current = ok(
    await aziz.post(actSubjectsPath(current.uuid), { kind: 'vehicle', vehicleId: cobalt.id, priceTiyin: 150_000_000 * SUM, version: current.version }),
  );
  current = await act(dilnoza, current, { action: 'accept_invitation' });
  current = await act(aziz, current, { action: 'send_to_notary' });
  current = await act(gulnora, current, { action: 'accept_check' });
  if (options.freeOfChargeReason !== undefined) current = await act(gulnora, current, { action: 'mark_free_of_charge', reason: options.freeOfChargeReason });
  current = await act(aziz, current, { action: 'confirm' });
  expect(current.step).toBe(4);
  return current;
}

/** The same gift invoiced by the real rule (the duty with the spouse's discount and the service fee): step 5. */
export async function giftWithInvoices(t: ActTestApp, options: { freeOfChargeReason?: string } = {}): Promise<ActDetails> {
  const current = await giftAtFormation(t, options);
  const issued = ok<ActDetails>(await (await t.as('gulnora')).post(actInvoicesPath(current.uuid), { version: current.version }));
  expect(issued.step).toBe(5);
  return issued;
}

/** The time set and confirmed (25.11.2026 10:30 Tashkent): step 7, the payment step. */
export async function toPaymentStep(t: ActTestApp, current: ActDetails): Promise<ActDetails> {
  const [aziz, gulnora] = [await t.as('aziz'), await t.as('gulnora')];
  const timed = await act(gulnora, current, { action: 'set_time', visitDate: '25.11.2026', visitTime: '10:30' });
  const confirmed = await act(aziz, timed, { action: 'confirm_time' });
  expect(confirmed.step).toBe(7);
  return confirmed;
}
