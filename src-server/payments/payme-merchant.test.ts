import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actInvoicesPath, type ActInvoicesResponse } from '../../src-domain/http/routes/acts-invoices.ts';
import { actPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { PAYME_ERROR, PAYME_TRANSACTION_TIMEOUT_MS, type PaymeMethod } from '../../src-domain/payments/payme-protocol.ts';
import { createMerchantClient, type MerchantAnswer } from '../pay-sandbox/merchant-client.ts';
import { act, giftWithInvoices, toPaymentStep } from '../test-support/act-at-payment.ts';
import { type ActTestApp, createActTestApp, ok } from '../test-support/act-test-app.ts';
import { merchantAuthorization } from './merchant-auth.ts';
import { PAYME_MERCHANT_PATH } from '../../src-domain/payments/payme-protocol.ts';

const KEY = 'merchant-key-of-the-test';

/**
 * The payment adapter's contract against the provider stand-in (Payme's merchant API,
 * docs/decisions/0032-payments-refunds-free-of-charge.md): the provider's calls are checked for
 * the merchant key, every call is idempotent by the provider's transaction id, a wrong amount is
 * refused, and a second payment of one invoice is refunded through the provider.
 */
describe('the merchant endpoint as the payment provider calls it (Payme JSON-RPC)', () => {
  let t: ActTestApp;
  let gift: ActDetails;
  const provider = () =>
    createMerchantClient({
      key: () => Promise.resolve(KEY),
      send: async (body, authorization) => {
        const response = await t.app.inject({
          method: 'POST',
          url: PAYME_MERCHANT_PATH,
          headers: { authorization, 'content-type': 'application/json' },
          payload: body,
        });
        return { statusCode: response.statusCode, body: response.body };
      },
    });
  const call = (method: PaymeMethod, params: Record<string, unknown>): Promise<MerchantAnswer> => provider().call(method, params);
  const errorOf = (answer: MerchantAnswer) => ('error' in answer ? answer.error.code : null);
  const resultOf = (answer: MerchantAnswer): Record<string, unknown> => {
    if ('error' in answer) throw new Error(`merchant error ${answer.error.code}`);
    return answer.result as Record<string, unknown>;
  };
  const invoicesOf = async (current: ActDetails) => ok<ActInvoicesResponse>(await (await t.as('aziz')).get(actInvoicesPath(current.uuid)));
  const reload = async (current: ActDetails) => ok<ActDetails>(await (await t.as('aziz')).get(actPath(current.uuid)));
  let time = 1_790_000_000_000;
  const providerTime = () => (time += 1_000);

  beforeAll(async () => {
    t = await createActTestApp({ payments: { key: KEY, refundSweepMs: 0 } });
    gift = await giftWithInvoices(t);
  });
  afterAll(() => t.close());

  describe('authentication and the envelope', () => {
    const raw = (headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: PAYME_MERCHANT_PATH, headers: { 'content-type': 'application/json', ...headers }, payload });
    const check = JSON.stringify({ id: 7, method: 'CheckPerformTransaction', params: { amount: 100, account: { invoice: 'INV-2026-000001' } } });

    it.each([
      ['no authorization', {}],
      ['a wrong key', { authorization: merchantAuthorization('not-the-key') }],
      ['a wrong login', { authorization: `Basic ${Buffer.from(`Other:${KEY}`).toString('base64')}` }],
      ['a bearer token', { authorization: `Bearer ${KEY}` }],
    ])('refuses %s with -32504, HTTP 200', async (_name, headers) => {
      const response = await raw(headers, check);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        jsonrpc: '2.0',
        error: { code: PAYME_ERROR.insufficientPrivilege, message: { ru: expect.any(String), uz: expect.any(String), en: expect.any(String) } },
      });
    });

    it('answers a malformed body -32700, an unknown method -32601 and bad params -32600, keeping the request id', async () => {
      const auth = { authorization: merchantAuthorization(KEY) };
      expect((await raw(auth, '{"id":1,')).json()).toMatchObject({ id: null, error: { code: PAYME_ERROR.parseError } });
      expect((await raw(auth, JSON.stringify({ id: 2, method: 'PayEverything', params: {} }))).json()).toMatchObject({
        id: 2,
        error: { code: PAYME_ERROR.methodNotFound },
      });
      expect((await raw(auth, JSON.stringify({ id: 3, method: 'CheckPerformTransaction', params: { amount: '100' } }))).json()).toMatchObject({
        id: 3,
        error: { code: PAYME_ERROR.invalidRequest },
      });
      expect((await raw(auth, JSON.stringify({ id: 4, method: 'CheckTransaction', params: { id: 'unknown' } }))).json()).toMatchObject({
        id: 4,
        error: { code: PAYME_ERROR.transactionNotFound },
      });
    });
  });

  describe('CheckPerformTransaction', () => {
    it('allows the invoice’s own amount and refuses any other, or an unknown invoice', async () => {
      const duty = gift.invoices[0];
      if (!duty) throw new Error('no invoice');
      expect(resultOf(await call('CheckPerformTransaction', { amount: duty.amountTiyin, account: { invoice: duty.number } }))).toEqual({ allow: true });
      expect(errorOf(await call('CheckPerformTransaction', { amount: duty.amountTiyin + 1, account: { invoice: duty.number } }))).toBe(
        PAYME_ERROR.invalidAmount,
      );
      expect(errorOf(await call('CheckPerformTransaction', { amount: duty.amountTiyin - 100, account: { invoice: duty.number } }))).toBe(
        PAYME_ERROR.invalidAmount,
      );
      expect(errorOf(await call('CheckPerformTransaction', { amount: duty.amountTiyin, account: { invoice: 'INV-1999-000001' } }))).toBe(
        PAYME_ERROR.invoiceNotFound,
      );
    });

    it('refuses CreateTransaction for a wrong amount: nothing is recorded', async () => {
      const duty = gift.invoices[0];
      expect(
        errorOf(
          await call('CreateTransaction', {
            id: 'a'.repeat(24),
            time: providerTime(),
            amount: (duty?.amountTiyin ?? 0) * 2,
            account: { invoice: duty?.number },
          }),
        ),
      ).toBe(PAYME_ERROR.invalidAmount);
      expect(await t.db.selectFrom('payment_transactions').selectAll().where('provider_transaction_id', '=', 'a'.repeat(24)).execute()).toEqual([]);
    });
  });

  describe('one payment, with every call retried', () => {
    it('answers a retried CreateTransaction and PerformTransaction the same, and pays the invoice once', async () => {
      const duty = gift.invoices[0];
      if (!duty) throw new Error('no invoice');
      const params = { id: 'b'.repeat(24), time: providerTime(), amount: duty.amountTiyin, account: { invoice: duty.number } };
      const created = resultOf(await call('CreateTransaction', params));
      expect(created).toMatchObject({ state: 1, transaction: expect.any(String), create_time: expect.any(Number) });
      expect(resultOf(await call('CreateTransaction', params))).toEqual(created);
      const performed = resultOf(await call('PerformTransaction', { id: params.id }));
      expect(performed).toMatchObject({ state: 2, transaction: created.transaction, perform_time: expect.any(Number) });
      expect(resultOf(await call('PerformTransaction', { id: params.id }))).toEqual(performed);
      expect(errorOf(await call('CreateTransaction', params))).toBe(PAYME_ERROR.cannotPerform);
      expect(resultOf(await call('CheckTransaction', { id: params.id }))).toMatchObject({
        state: 2,
        perform_time: performed.perform_time,
        cancel_time: 0,
        reason: null,
      });
      gift = await reload(gift);
      expect(gift.invoices[0]).toMatchObject({ state: 'paid' });
      expect(gift.history.filter((line) => line.action === 'pay_invoice')).toHaveLength(1);
      expect(errorOf(await call('CheckPerformTransaction', { amount: duty.amountTiyin, account: { invoice: duty.number } }))).toBe(
        PAYME_ERROR.invoiceAlreadyPaid,
      );
    });
  });

  describe('a second payment of the same invoice', () => {
    it('is performed (the card is charged) and then refunded automatically through the provider', async () => {
      const service = gift.invoices[1];
      if (!service) throw new Error('no invoice');
      const account = { invoice: service.number };
      // The citizen had the checkout open twice: both transactions were created before either was paid.
      const first = { id: 'c'.repeat(24), time: providerTime(), amount: service.amountTiyin, account };
      const second = { id: 'd'.repeat(24), time: providerTime(), amount: service.amountTiyin, account };
      resultOf(await call('CreateTransaction', first));
      resultOf(await call('CreateTransaction', second));
      // The stand-in must know the second one to refund it, as the real provider would.
      await t.db
        .insertInto('pay_sandbox_transactions')
        .values({
          id: second.id,
          merchant_id: 'enotary-sandbox',
          invoice_number: service.number,
          amount_tiyin: service.amountTiyin,
          state: 2,
          created_ms: second.time,
          performed_ms: second.time,
          cancelled_ms: null,
        })
        .execute();
      expect(resultOf(await call('PerformTransaction', { id: first.id }))).toMatchObject({ state: 2 });
      expect(resultOf(await call('PerformTransaction', { id: second.id }))).toMatchObject({ state: 2 });
      await t.app.paymentRefunds.idle();
      expect(resultOf(await call('CheckTransaction', { id: second.id }))).toMatchObject({ state: -2, reason: 5, cancel_time: expect.any(Number) });
      expect(resultOf(await call('CheckTransaction', { id: first.id }))).toMatchObject({ state: 2 });
      const listed = await invoicesOf(gift);
      expect(listed.invoices.find((invoice) => invoice.id === service.id)?.state).toBe('paid');
      expect(
        listed.payments
          .filter((payment) => payment.invoiceId === service.id)
          .map((payment) => [payment.state, payment.refund?.cause ?? null, payment.refund?.state ?? null]),
      ).toEqual([
        ['paid', null, null],
        ['refunded', 'double_payment', 'done'],
      ]);
      expect(listed.refundedTiyin).toBe(service.amountTiyin);
      expect((await t.db.selectFrom('pay_sandbox_transactions').select('state').where('id', '=', second.id).executeTakeFirstOrThrow()).state).toBe(-2);
      expect(listed.paidTiyin).toBe(listed.totalTiyin);
    });
  });

  describe('cancelling', () => {
    let other: ActDetails;
    beforeAll(async () => {
      other = await giftWithInvoices(t);
    });

    it('drops a waiting transaction (-1), and answers the same when asked again', async () => {
      const duty = other.invoices[0];
      const params = { id: 'e'.repeat(24), time: providerTime(), amount: duty?.amountTiyin, account: { invoice: duty?.number } };
      resultOf(await call('CreateTransaction', params));
      const cancelled = resultOf(await call('CancelTransaction', { id: params.id, reason: 3 }));
      expect(cancelled).toMatchObject({ state: -1, cancel_time: expect.any(Number) });
      expect(resultOf(await call('CancelTransaction', { id: params.id, reason: 3 }))).toEqual(cancelled);
      expect(errorOf(await call('PerformTransaction', { id: params.id }))).toBe(PAYME_ERROR.cannotPerform);
      expect(resultOf(await call('CheckTransaction', { id: params.id }))).toMatchObject({ state: -1, reason: 3, perform_time: 0 });
    });

    it('reverses an unasked cancel of a paid invoice before the payment was marked made: the invoice is unpaid again', async () => {
      const duty = other.invoices[0];
      const params = { id: 'f'.repeat(24), time: providerTime(), amount: duty?.amountTiyin, account: { invoice: duty?.number } };
      resultOf(await call('CreateTransaction', params));
      resultOf(await call('PerformTransaction', { id: params.id }));
      expect((await reload(other)).invoices[0]?.state).toBe('paid');
      expect(resultOf(await call('CancelTransaction', { id: params.id, reason: 5 }))).toMatchObject({ state: -2 });
      other = await reload(other);
      expect(other.invoices[0]?.state).toBe('issued');
      expect(other.history.at(-1)).toMatchObject({ action: 'reverse_payment', actorRole: 'system' });
    });

    it('refuses to reverse a payment once the service is rendered (-31007): the payment was marked made', async () => {
      other = await toPaymentStep(t, other);
      const ids: string[] = [];
      for (const [index, invoice] of other.invoices.entries()) {
        const id = `${index}`.padStart(24, '9');
        ids.push(id);
        resultOf(await call('CreateTransaction', { id, time: providerTime(), amount: invoice.amountTiyin, account: { invoice: invoice.number } }));
        resultOf(await call('PerformTransaction', { id }));
      }
      other = await act(await t.as('aziz'), await reload(other), { action: 'mark_paid' });
      expect(other.step).toBe(8);
      expect(errorOf(await call('CancelTransaction', { id: ids[0] ?? '', reason: 5 }))).toBe(PAYME_ERROR.cannotCancel);
      expect(resultOf(await call('CheckTransaction', { id: ids[0] ?? '' }))).toMatchObject({ state: 2 });
    });
  });

  it('lists the provider’s transactions of a time window for reconciliation (GetStatement)', async () => {
    const statement = resultOf(await call('GetStatement', { from: 1_790_000_000_000, to: time }));
    const items = statement.transactions as { id: string; state: number; amount: number; account: { invoice: string } }[];
    expect(items.map((item) => item.id)).toEqual([
      'b'.repeat(24),
      'c'.repeat(24),
      'd'.repeat(24),
      'e'.repeat(24),
      'f'.repeat(24),
      ...['0', '1'].map((digit) => digit.padStart(24, '9')),
    ]);
    expect(items[0]).toMatchObject({ state: 2, account: { invoice: gift.invoices[0]?.number }, amount: gift.invoices[0]?.amountTiyin });
    expect(resultOf(await call('GetStatement', { from: 0, to: 1 })).transactions as unknown[]).toEqual([]);
  });

  it('cancels a transaction left waiting past 12 hours (reason 4) when it is performed or created again', async () => {
    const fresh = await giftWithInvoices(t);
    const duty = fresh.invoices[0];
    const params = { id: '7'.repeat(24), time: providerTime(), amount: duty?.amountTiyin, account: { invoice: duty?.number } };
    resultOf(await call('CreateTransaction', params));
    t.clock.advance(PAYME_TRANSACTION_TIMEOUT_MS + 1);
    expect(errorOf(await call('PerformTransaction', { id: params.id }))).toBe(PAYME_ERROR.cannotPerform);
    expect(resultOf(await call('CheckTransaction', { id: params.id }))).toMatchObject({ state: -1, reason: 4 });
    expect(errorOf(await call('CreateTransaction', params))).toBe(PAYME_ERROR.cannotPerform);
  });
});
