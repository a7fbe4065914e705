import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPrintFormPath } from '../../../src-domain/http/routes/acts-documents.ts';
import { actInvoicesPath, type ActInvoicesResponse } from '../../../src-domain/http/routes/acts-invoices.ts';
import { actActionsPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { act, giftAtFormation, giftWithInvoices } from '../../test-support/act-at-payment.ts';
import { type ActTestApp, createActTestApp, ok } from '../../test-support/act-test-app.ts';

const REASON = 'I guruh nogironi (Soliq kodeksi, davlat bojidan ozod)';

/** Spec §3 "free-of-charge flag and reason" (docs/decisions/0032-payments-refunds-free-of-charge.md). */
describe('a free-of-charge act', () => {
  let t: ActTestApp;

  beforeAll(async () => {
    t = await createActTestApp({ payments: { refundSweepMs: 0 } });
  });
  afterAll(() => t.close());

  it('is marked by the act’s notary with a reason, before the invoices; the applicant cannot', async () => {
    const [aziz, gulnora] = [await t.as('aziz'), await t.as('gulnora')];
    const gift = await giftWithInvoices(t, { freeOfChargeReason: REASON });
    expect(gift).toMatchObject({ freeOfCharge: true, freeReason: REASON, step: 5 });
    expect(gift.history.find((line) => line.action === 'mark_free_of_charge')).toMatchObject({ actorRole: 'notary', reason: REASON, fromStep: 3, toStep: 3 });
    // Too late at step 5, and never the applicant's.
    expect((await gulnora.post(actActionsPath(gift.uuid), { action: 'unmark_free_of_charge', confirmed: true, version: gift.version })).json()).toMatchObject({
      code: 'act_not_allowed',
    });
    expect((await aziz.post(actActionsPath(gift.uuid), { action: 'mark_free_of_charge', reason: 'x', version: gift.version })).json()).toMatchObject({
      code: 'act_not_allowed',
    });
  });

  it('proposes no invoice at all (neither duty nor service fee), is issued with none, and passes payment', async () => {
    const [aziz, gulnora] = [await t.as('aziz'), await t.as('gulnora')];
    const gift = await giftWithInvoices(t, { freeOfChargeReason: REASON });
    expect(gift.invoices).toEqual([]);
    const listed = ok<ActInvoicesResponse>(await aziz.get(actInvoicesPath(gift.uuid)));
    expect(listed).toMatchObject({ invoices: [], totalTiyin: 0, allPaid: true, payments: [] });
    let current = await act(gulnora, gift, { action: 'set_time', visitDate: '25.11.2026', visitTime: '10:30' });
    current = await act(aziz, current, { action: 'confirm_time' });
    current = await act(aziz, current, { action: 'mark_paid' });
    expect(current).toMatchObject({ step: 8, state: 'awaiting_registration' });
  });

  it('still lets the notary bill an extra service by hand', async () => {
    const gulnora = await t.as('gulnora');
    const other = await giftAtFormation(t, { freeOfChargeReason: REASON });
    const issued = ok<ActDetails>(
      await gulnora.post(actInvoicesPath(other.uuid), { version: other.version, extraLines: [{ purpose: 'other', amountTiyin: 500_000 }] }),
    );
    expect(issued.invoices.map((invoice) => [invoice.purpose, invoice.amountTiyin, invoice.payerName])).toEqual([
      ['other', 500_000, 'Karimov Aziz Alisher o‘g‘li'],
    ]);
  });

  it('can be unmarked before the invoices (with confirmation), and then bills as usual', async () => {
    const gulnora = await t.as('gulnora');
    const current = await giftAtFormation(t, { freeOfChargeReason: REASON });
    const unmarked = await act(gulnora, current, { action: 'unmark_free_of_charge', confirmed: true });
    expect(unmarked).toMatchObject({ freeOfCharge: false, freeReason: null });
    const proposal = ok<ActInvoicesResponse>(await gulnora.get(actInvoicesPath(unmarked.uuid))).proposal;
    expect(proposal?.map((line) => line.purpose)).toEqual(['state_duty', 'service']);
  });

  it('shows the flag and its reason on the print form', async () => {
    const gift = await giftWithInvoices(t, { freeOfChargeReason: REASON });
    const printed = await (await t.as('aziz')).get(actPrintFormPath(gift.uuid));
    expect(printed.body).toContain('Bepul (sababi)');
    expect(printed.body).toContain('I guruh nogironi');
  });
});
