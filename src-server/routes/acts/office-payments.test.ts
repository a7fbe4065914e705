import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actInvoiceOfficePaymentPath, actInvoicesPath, actRefundMadePath, type ActInvoicesResponse } from '../../../src-domain/http/routes/acts-invoices.ts';
import { actPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { act, giftWithInvoices, toPaymentStep } from '../../test-support/act-at-payment.ts';
import { type ActTestApp, createActTestApp, ok } from '../../test-support/act-test-app.ts';
import { otherNotarySession } from '../../test-support/other-notary.ts';

/**
 * Paying on site (spec §4 step 7 "in advance or on site"; docs/decisions/0054-ways-to-pay.md):
 * the act's notary records cash or a card terminal's payment with the receipt number; refunds of
 * such payments are made by the office and recorded the same way.
 */
describe('payments and refunds at the notary’s office', () => {
  let t: ActTestApp;
  let gift: ActDetails;

  beforeAll(async () => {
    t = await createActTestApp({ payments: { refundSweepMs: 0 } });
    gift = await toPaymentStep(t, await giftWithInvoices(t));
  });
  afterAll(() => t.close());

  const duty = () => gift.invoices[0]!;
  const service = () => gift.invoices[1]!;

  it('is the act’s own notary’s to record: the applicant, a party and another notary are refused', async () => {
    const body = { method: 'cash', receiptNumber: '000101' };
    for (const key of ['aziz', 'dilnoza'] as const) {
      const response = await (await t.as(key)).post(actInvoiceOfficePaymentPath(gift.uuid, duty().id), body);
      expect(response.statusCode, key).toBe(409);
      expect(response.json().code).toBe('act_not_allowed');
    }
    const { token } = await otherNotarySession(t);
    const outsider = await t.app.inject({
      method: 'POST',
      url: actInvoiceOfficePaymentPath(gift.uuid, duty().id),
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(outsider.statusCode).toBe(418);
    expect(outsider.json().code).toBe('pin_not_found_in_uuid');
    expect(await t.db.selectFrom('payment_transactions').select('id').where('act_id', '=', gift.id).execute()).toEqual([]);
  });

  it('refuses a receipt number that is empty or not as a till prints it, in the caller’s language', async () => {
    const gulnora = await t.as('gulnora');
    for (const receiptNumber of ['', '  ', 'чек 12', 'x'.repeat(41)]) {
      const response = await gulnora.post(actInvoiceOfficePaymentPath(gift.uuid, duty().id), { method: 'cash', receiptNumber }, 'oz');
      expect(response.statusCode, receiptNumber).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    const method = await gulnora.post(actInvoiceOfficePaymentPath(gift.uuid, duty().id), { method: 'cheque', receiptNumber: '1' });
    expect(method.statusCode).toBe(400);
  });

  it('records cash with its receipt, who and when; the invoice is paid; the same receipt is not taken twice', async () => {
    const gulnora = await t.as('gulnora');
    const listed = ok<ActInvoicesResponse>(
      await gulnora.post(actInvoiceOfficePaymentPath(gift.uuid, duty().id), { method: 'cash', receiptNumber: 'KA-000101' }),
    );
    expect(listed.invoices[0]).toMatchObject({ state: 'paid' });
    expect(listed.payments).toEqual([
      expect.objectContaining({
        invoiceId: duty().id,
        channel: 'office',
        method: 'cash',
        receiptNumber: 'KA-000101',
        recordedBy: expect.stringMatching(/^Saidova Gulnora/),
        recordedAt: t.clock.now().toISOString(),
        state: 'paid',
        refund: null,
      }),
    ]);
    const again = await gulnora.post(actInvoiceOfficePaymentPath(gift.uuid, service().id), { method: 'card', receiptNumber: 'KA-000101' }, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'receipt_already_recorded', message: 'Чек с этим номером в этой конторе уже записан' });
    const paidTwice = await gulnora.post(actInvoiceOfficePaymentPath(gift.uuid, duty().id), { method: 'card', receiptNumber: 'KA-000102' });
    expect(paidTwice.json().code).toBe('invoice_already_paid');
    const history = ok<ActDetails>(await gulnora.get(actPath(gift.uuid))).history.at(-1);
    expect(history).toMatchObject({ action: 'pay_invoice', actorRole: 'notary', actorName: expect.stringMatching(/^Saidova Gulnora/) });
  });

  it('records the card terminal’s payment; the applicant sees both on the payments tab', async () => {
    const gulnora = await t.as('gulnora');
    ok(await gulnora.post(actInvoiceOfficePaymentPath(gift.uuid, service().id), { method: 'card', receiptNumber: 'T-77' }));
    const seen = ok<ActInvoicesResponse>(await (await t.as('aziz')).get(actInvoicesPath(gift.uuid)));
    expect(seen.allPaid).toBe(true);
    expect(seen.payments.map((payment) => [payment.channel, payment.method, payment.receiptNumber])).toEqual([
      ['office', 'cash', 'KA-000101'],
      ['office', 'card', 'T-77'],
    ]);
  });

  it('leaves the refund of an office payment to the office: the runner asks no system; the notary records it made', async () => {
    const gulnora = await t.as('gulnora');
    const current = ok<ActDetails>(await gulnora.get(actPath(gift.uuid)));
    // The applicant withdraws: the state duty goes back (docs/decisions/0033-refund-policy.md).
    const annulled = await act(await t.as('aziz'), current, { action: 'annul', confirmed: true });
    expect(annulled.state).toBe('annulled');
    expect(await t.app.paymentRefunds.processPending()).toBe(0);
    const listed = ok<ActInvoicesResponse>(await gulnora.get(actInvoicesPath(gift.uuid)));
    const refund = listed.payments[0]?.refund;
    expect(refund).toMatchObject({ cause: 'applicant_annulled', state: 'requested', madeBy: 'office', reference: null });
    expect(listed.payments[1]?.refund).toBeNull();

    const byApplicant = await (await t.as('aziz')).post(actRefundMadePath(gift.uuid, refund?.id ?? 0), { reference: 'RKO-5' });
    expect(byApplicant.json().code).toBe('act_not_allowed');
    const made = ok<ActInvoicesResponse>(await gulnora.post(actRefundMadePath(gift.uuid, refund?.id ?? 0), { reference: 'RKO-5' }));
    expect(made.payments[0]).toMatchObject({ state: 'refunded', refund: { state: 'done', reference: 'RKO-5', doneAt: t.clock.now().toISOString() } });
    expect(made.invoices[0]?.state).toBe('refunded');
    expect(made.refundedTiyin).toBe(duty().amountTiyin);
    const twice = await gulnora.post(actRefundMadePath(gift.uuid, refund?.id ?? 0), { reference: 'RKO-6' });
    expect(twice.json().code).toBe('refund_not_open');
    const unknown = await gulnora.post(actRefundMadePath(gift.uuid, 999_999), { reference: 'RKO-6' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an office payment once the act is closed, and for an invoice of another act', async () => {
    const gulnora = await t.as('gulnora');
    const closed = await gulnora.post(actInvoiceOfficePaymentPath(gift.uuid, service().id), { method: 'cash', receiptNumber: 'Z-1' });
    expect(closed.statusCode).toBe(409);
    const other = await toPaymentStep(t, await giftWithInvoices(t));
    const foreign = await gulnora.post(actInvoiceOfficePaymentPath(other.uuid, duty().id), { method: 'cash', receiptNumber: 'Z-2' });
    expect(foreign.statusCode).toBe(404);
  });
});
