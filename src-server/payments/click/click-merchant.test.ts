import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actInvoiceCheckoutPath,
  actInvoicesPath,
  type ActInvoicesResponse,
  type InvoiceCheckoutResponse,
} from '../../../src-domain/http/routes/acts-invoices.ts';
import { actPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { CLICK_ERROR } from '../../../src-domain/payments/click-protocol.ts';
import { CLICK_COMPLETE_PATH, CLICK_PREPARE_PATH } from '../../../src-domain/payments/click-protocol.ts';
import { act, giftWithInvoices, toPaymentStep } from '../../test-support/act-at-payment.ts';
import { type ActTestApp, createActTestApp, ok } from '../../test-support/act-test-app.ts';
import { createClickProvider } from './click-provider.ts';
import { clickSettings } from './click-settings.ts';
import { clickSign } from './click-sign.ts';

const KEY = 'click-secret-of-the-test';
const SERVICE = '70001';

/**
 * Click's SHOP API as Click's server calls it (docs/decisions/0054-ways-to-pay.md): Prepare and
 * Complete signed with the service's key, amounts in sum; the stand-in's page pays through the
 * same calls; refunds go back through Click's reversal.
 */
describe('the Click merchant addresses as Click calls them (SHOP API prepare/complete)', () => {
  let t: ActTestApp;
  let gift: ActDetails;
  let nextId = 500_000_000_000;

  beforeAll(async () => {
    t = await createActTestApp({ payments: { refundSweepMs: 0, click: { secretKey: KEY } } });
    gift = await giftWithInvoices(t);
  });
  afterAll(() => t.close());

  const post = (path: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const fieldsFor = (invoice: { number: string; amountTiyin: number }, overrides: Record<string, string> = {}) => {
    nextId += 1;
    return {
      click_trans_id: String(nextId),
      service_id: SERVICE,
      click_paydoc_id: String(nextId + 7),
      merchant_trans_id: invoice.number,
      amount: `${invoice.amountTiyin / 100}.00`,
      error: '0',
      error_note: 'Success',
      sign_time: '2026-11-22 11:00:00',
      ...overrides,
    };
  };
  const prepare = async (fields: Record<string, string>, key = KEY) => {
    const unsigned = { ...fields, action: '0' };
    const response = await post(CLICK_PREPARE_PATH, { ...unsigned, sign_string: clickSign(unsigned as never, key) });
    expect(response.statusCode).toBe(200);
    return response.json<{ error: number; merchant_prepare_id: number | null; error_note: string }>();
  };
  const complete = async (fields: Record<string, string>, prepareId: number | null, key = KEY) => {
    const unsigned = { ...fields, action: '1', merchant_prepare_id: String(prepareId ?? 0) };
    const response = await post(CLICK_COMPLETE_PATH, { ...unsigned, sign_string: clickSign(unsigned as never, key) });
    expect(response.statusCode).toBe(200);
    return response.json<{ error: number; merchant_confirm_id: number | null }>();
  };
  const invoices = async (current: ActDetails) => ok<ActInvoicesResponse>(await (await t.as('aziz')).get(actInvoicesPath(current.uuid)));
  const transactions = () => t.db.selectFrom('payment_transactions').select(['provider_transaction_id', 'state']).where('provider', '=', 'click').execute();

  it('refuses a call whose signature is not made with our key (-1), records nothing, HTTP 200', async () => {
    const before = await transactions();
    const duty = gift.invoices[0]!;
    const forged = await prepare(fieldsFor(duty), 'another-key');
    expect(forged).toMatchObject({ error: CLICK_ERROR.signCheckFailed });
    expect(forged).not.toHaveProperty('merchant_prepare_id');
    expect(await complete(fieldsFor(duty), 1, 'another-key')).toMatchObject({ error: CLICK_ERROR.signCheckFailed });
    const malformed = await post(CLICK_PREPARE_PATH, { click_trans_id: 'x' });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toMatchObject({ error: CLICK_ERROR.badRequest });
    expect(await transactions()).toEqual(before);
  });

  it('refuses an unknown invoice (-5), a wrong amount (-2) and another service (-8)', async () => {
    const duty = gift.invoices[0]!;
    expect((await prepare(fieldsFor(duty, { merchant_trans_id: 'INV-2026-999999' }))).error).toBe(CLICK_ERROR.userNotFound);
    expect((await prepare(fieldsFor(duty, { amount: '1.00' }))).error).toBe(CLICK_ERROR.incorrectAmount);
    expect((await prepare(fieldsFor(duty, { service_id: '1' }))).error).toBe(CLICK_ERROR.badRequest);
  });

  it('prepares and completes a payment in sum; a repeated call answers the same; the invoice is paid once', async () => {
    const duty = gift.invoices[0]!;
    const fields = fieldsFor(duty);
    const prepared = await prepare(fields);
    expect(prepared.error).toBe(CLICK_ERROR.success);
    expect(await prepare(fields)).toMatchObject({ error: 0, merchant_prepare_id: prepared.merchant_prepare_id });
    expect((await invoices(gift)).invoices[0]?.state).toBe('issued');
    expect(await complete(fields, prepared.merchant_prepare_id)).toEqual(
      expect.objectContaining({ error: 0, merchant_confirm_id: prepared.merchant_prepare_id }),
    );
    expect(await complete(fields, prepared.merchant_prepare_id)).toEqual(
      expect.objectContaining({ error: 0, merchant_confirm_id: prepared.merchant_prepare_id }),
    );
    const listed = await invoices(gift);
    expect(listed.invoices[0]?.state).toBe('paid');
    expect(listed.payments.filter((payment) => payment.invoiceId === duty.id)).toEqual([
      expect.objectContaining({ channel: 'click', state: 'paid', amountTiyin: duty.amountTiyin, refund: null }),
    ]);
    // Paid: a new Prepare for it is refused as already paid.
    expect((await prepare(fieldsFor(duty))).error).toBe(CLICK_ERROR.alreadyPaid);
  });

  it('cancels the transaction when Click could not charge the card (error < 0): -9, the invoice stays unpaid', async () => {
    const service = gift.invoices[1]!;
    const fields = fieldsFor(service);
    const prepared = await prepare(fields);
    expect(prepared.error).toBe(0);
    expect((await complete({ ...fields, error: '-5017', error_note: 'Insufficient funds' }, prepared.merchant_prepare_id)).error).toBe(
      CLICK_ERROR.transactionCancelled,
    );
    expect((await invoices(gift)).invoices[1]?.state).toBe('issued');
    expect(await complete(fields, prepared.merchant_prepare_id)).toMatchObject({ error: CLICK_ERROR.transactionCancelled });
    expect(await complete(fields, 999_999)).toMatchObject({ error: CLICK_ERROR.transactionNotFound });
  });

  it('refuses at Complete a payment whose invoice was paid meanwhile (-4): Click keeps nothing, nothing to refund', async () => {
    const other = await giftWithInvoices(t);
    const service = other.invoices[1]!;
    const first = fieldsFor(service);
    const second = fieldsFor(service);
    const [a, b] = [await prepare(first), await prepare(second)];
    expect(await complete(first, a.merchant_prepare_id)).toMatchObject({ error: 0 });
    expect(await complete(second, b.merchant_prepare_id)).toMatchObject({ error: CLICK_ERROR.alreadyPaid, merchant_confirm_id: null });
    const listed = await invoices(other);
    expect(listed.payments.filter((payment) => payment.invoiceId === service.id).map((payment) => payment.state)).toEqual(['paid']);
    expect(await t.db.selectFrom('payment_refunds').select('id').where('act_id', '=', other.id).execute()).toEqual([]);
  });

  it('pays through the stand-in’s page from a checkout link in Click’s format, then returns; a cancel is refunded by Click’s reversal', async () => {
    const current = await toPaymentStep(t, await giftWithInvoices(t));
    const aziz = await t.as('aziz');
    for (const invoice of current.invoices) {
      const checkout = ok<InvoiceCheckoutResponse>(await aziz.post(actInvoiceCheckoutPath(current.uuid, invoice.id), { system: 'click' }));
      const url = new URL(checkout.checkoutUrl);
      expect(url.pathname).toBe('/click-sandbox/services/pay');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        service_id: SERVICE,
        merchant_id: '70002',
        amount: `${invoice.amountTiyin / 100}.00`,
        transaction_param: invoice.number,
        return_url: `http://localhost:8080/enotarial_act/${current.uuid}?tab=payments&payment=${invoice.id}`,
      });
      const page = await t.app.inject({ url: `${url.pathname}${url.search}`, headers: { 'accept-language': 'ru' } });
      expect(page.body).toContain('Оплата через Click (тестовый провайдер)');
      expect(page.body).not.toContain('<script');
      const transaction = /name="transaction" value="(\d{12})"/.exec(page.body)?.[1] ?? '';
      const paid = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `transaction=${transaction}`,
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(url.searchParams.get('return_url'));
    }
    expect((await invoices(current)).invoices.map((invoice) => invoice.state)).toEqual(['paid', 'paid']);

    const gulnora = await t.as('gulnora');
    const cancelled = await act(gulnora, ok<ActDetails>(await gulnora.get(actPath(current.uuid))), { action: 'cancel', reason: 'Hujjatlar to‘liq emas' });
    expect(cancelled.state).toBe('cancelled');
    await t.app.paymentRefunds.idle();
    const listed = await invoices(current);
    expect(listed.invoices.map((invoice) => invoice.state)).toEqual(['refunded', 'refunded']);
    expect(listed.payments.map((payment) => [payment.channel, payment.state, payment.refund?.state, payment.refund?.madeBy])).toEqual([
      ['click', 'refunded', 'done', 'provider'],
      ['click', 'refunded', 'done', 'provider'],
    ]);
    const standIn = await t.db
      .selectFrom('pay_sandbox_transactions')
      .select('state')
      .where('provider', '=', 'click')
      .where(
        'invoice_number',
        'in',
        current.invoices.map((i) => i.number),
      )
      .execute();
    expect(standIn.map((row) => row.state)).toEqual([-2, -2]);
  });
});

describe('the Click adapter for Click itself (CLICK_CHECKOUT_URL set)', () => {
  it('asks the reversal of a payment by its document id, signed with the merchant API digest, and takes error_code 0 as done', async () => {
    const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders }[] = [];
    let answer = { error_code: 0, error_note: 'Success', payment_id: 4242 };
    const server = createServer((request, response) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const settings = clickSettings({} as never, {
        checkoutUrl: 'https://my.click.uz/services/pay',
        serviceId: '123',
        merchantId: '456',
        merchantUserId: '789',
        secretKey: 'S3CRET',
        apiUrl: `http://127.0.0.1:${port}/v2/merchant/`,
      });
      expect(settings.sandbox).toBe(false);
      const provider = createClickProvider(settings);
      const link = provider.checkoutUrl({ invoiceNumber: 'INV-2026-000001', amountTiyin: 7_500_050, returnUrl: 'https://e-notarius.uz/x', locale: 'oz' });
      expect(link).toBe(
        'https://my.click.uz/services/pay?service_id=123&merchant_id=456&amount=75000.50&transaction_param=INV-2026-000001&return_url=https%3A%2F%2Fe-notarius.uz%2Fx',
      );
      await expect(provider.requestRefund({ providerTransactionId: '1', providerPaymentId: '4242', amountTiyin: 100 })).resolves.toBe('returned');
      expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/v2/merchant/payment/reversal/123/4242' });
      expect(String(seen[0]?.headers?.auth)).toMatch(/^789:[0-9a-f]{40}:\d{10}$/);
      answer = { error_code: -5014, error_note: 'Reversal is not possible', payment_id: 4242 };
      await expect(provider.requestRefund({ providerTransactionId: '1', providerPaymentId: '4242', amountTiyin: 100 })).rejects.toThrow(/-5014/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
