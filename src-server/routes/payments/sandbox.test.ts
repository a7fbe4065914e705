import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actInvoiceCheckoutPath, type InvoiceCheckoutResponse } from '../../../src-domain/http/routes/acts-invoices.ts';
import { actPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { checkoutLink } from '../../payments/payme-checkout-link.ts';
import { act, giftWithInvoices } from '../../test-support/act-at-payment.ts';
import { type ActTestApp, createActTestApp, ok } from '../../test-support/act-test-app.ts';
import { openCheckout, submitCheckout } from '../../test-support/pay-checkout.ts';

/** The provider stand-in's checkout pages (docs/decisions/0032-payments-refunds-free-of-charge.md). */
describe('the payment provider stand-in’s checkout', () => {
  let t: ActTestApp;
  let gift: ActDetails;

  beforeAll(async () => {
    t = await createActTestApp({ payments: { refundSweepMs: 0 } });
    gift = await giftWithInvoices(t);
  });
  afterAll(() => t.close());

  it('gives the checkout link in Payme’s format, with a QR code of it for a phone', async () => {
    const duty = gift.invoices[0];
    const checkout = ok<InvoiceCheckoutResponse>(await (await t.as('aziz')).post(actInvoiceCheckoutPath(gift.uuid, duty?.id ?? 0), {}, 'oz'));
    const url = new URL(checkout.checkoutUrl);
    expect(url.pathname).toMatch(/^\/pay-sandbox\/[A-Za-z0-9_-]+$/);
    const payload = Buffer.from(url.pathname.split('/').at(-1) ?? '', 'base64url').toString('utf8');
    expect(payload).toBe(
      `m=enotary-sandbox;ac.invoice=${duty?.number};a=${duty?.amountTiyin};c=${encodeURIComponent(`http://localhost:8080/enotarial_act/${gift.uuid}?tab=payments&payment=${duty?.id}`)};l=uz`,
    );
    expect(checkout.qrSvg).toMatch(/^<svg/);
  });

  it('shows what is paid, to whom, in the language of the link, with a form (no script)', async () => {
    const { page } = await openCheckout(t, await t.as('aziz'), gift.uuid, gift.invoices[0]?.id ?? 0);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain(gift.invoices[0]?.number);
    expect(page.body).toContain('75 000,00');
    expect(page.body).not.toContain('<script');
  });

  it('pays once however often "pay" is pressed, and returns to the act each time', async () => {
    const checkout = await openCheckout(t, await t.as('aziz'), gift.uuid, gift.invoices[0]?.id ?? 0);
    const first = await submitCheckout(t, checkout);
    const again = await submitCheckout(t, checkout);
    expect([first.statusCode, again.statusCode]).toEqual([303, 303]);
    expect(again.headers.location).toBe(first.headers.location);
    const transactions = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('invoice_id', '=', gift.invoices[0]?.id ?? 0)
      .execute();
    expect(transactions.map((row) => row.state)).toEqual([2]);
  });

  it('says why a payment failed, in the merchant’s words: an invoice paid already', async () => {
    const aziz = await t.as('aziz');
    const late = await openCheckout(t, aziz, gift.uuid, gift.invoices[1]?.id ?? 0);
    expect((await submitCheckout(t, await openCheckout(t, aziz, gift.uuid, gift.invoices[1]?.id ?? 0))).statusCode).toBe(303);
    const refused = await submitCheckout(t, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Счёт уже оплачен');
    expect(refused.body).toContain(`/enotarial_act/${gift.uuid}`);
    gift = ok(await aziz.get(actPath(gift.uuid)));
    expect(gift.invoices.map((invoice) => invoice.state)).toEqual(['paid', 'paid']);
  });

  it('never returns anywhere but the portal (no open redirect)', async () => {
    const other = await giftWithInvoices(t);
    const duty = other.invoices[0];
    const link = checkoutLink('/pay-sandbox', {
      merchantId: 'enotary-sandbox',
      invoiceNumber: duty?.number ?? '',
      amountTiyin: duty?.amountTiyin ?? 0,
      returnUrl: 'https://evil.example/steal',
      language: 'en',
    });
    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
    const transaction = /name="transaction" value="([0-9a-f]{24})"/.exec(page.body)?.[1] ?? '';
    const paid = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `transaction=${transaction}`,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.headers.location).toBeUndefined();
  });

  it('marks nothing paid that the provider would not take: a link for less, for no invoice, for an invoice no longer payable', async () => {
    const other = await giftWithInvoices(t);
    const duty = other.invoices[0]!;
    // Anyone can write a link in the stand-in's format; "pay" still goes through the merchant's checks.
    const crafted = (invoiceNumber: string, amountTiyin: number) =>
      checkoutLink('/pay-sandbox', { merchantId: 'enotary-sandbox', invoiceNumber, amountTiyin, returnUrl: 'http://localhost:8080/', language: 'en' });
    const pay = (link: string) =>
      t.app.inject({
        method: 'POST',
        url: link,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `transaction=${randomBytes(12).toString('hex')}`,
      });
    expect((await pay(crafted(duty.number, duty.amountTiyin - 1))).statusCode).toBe(409);
    expect((await pay(crafted(duty.number, 1))).statusCode).toBe(409);
    expect((await pay(crafted('INV-2099-999999', duty.amountTiyin))).statusCode).toBe(409);
    const annulled = await act(await t.as('aziz'), other, { action: 'annul', confirmed: true });
    expect(annulled.state).toBe('annulled');
    expect((await pay(crafted(duty.number, duty.amountTiyin))).statusCode).toBe(409);
    const invoices = await t.db.selectFrom('act_invoices').select('state').where('act_id', '=', other.id).execute();
    expect(invoices.map((invoice) => invoice.state)).not.toContain('paid');
    const performed = await t.db
      .selectFrom('payment_transactions')
      .select('id')
      .where(
        'invoice_id',
        'in',
        other.invoices.map((invoice) => invoice.id),
      )
      .where('state', '=', 2)
      .execute();
    expect(performed).toEqual([]);
  });

  it('knows no link of another merchant or a broken one (404), and no form without its transaction (400)', async () => {
    const foreign = checkoutLink('/pay-sandbox', {
      merchantId: 'someone-else',
      invoiceNumber: 'INV-2026-000001',
      amountTiyin: 100,
      returnUrl: 'http://localhost/',
      language: 'uz',
    });
    expect((await t.app.inject({ url: foreign })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/pay-sandbox/not-a-link!' })).statusCode).toBe(404);
    const ours = checkoutLink('/pay-sandbox', {
      merchantId: 'enotary-sandbox',
      invoiceNumber: 'INV-2026-000001',
      amountTiyin: 100,
      returnUrl: 'http://localhost/',
      language: 'uz',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: ours, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'transaction=nope' }))
        .statusCode,
    ).toBe(400);
  });
});
