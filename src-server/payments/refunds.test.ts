import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actInvoicePrintPath } from '../../src-domain/http/routes/acts-documents.ts';
import { actInvoicesPath, type ActInvoicesResponse } from '../../src-domain/http/routes/acts-invoices.ts';
import { actPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { sweepNoShows } from '../acts/act-no-show.ts';
import { requestActRefunds } from './refund-requests.ts';
import type { PaymentProvider } from '../registries/payment-provider.ts';
import { act, giftWithInvoices, toPaymentStep } from '../test-support/act-at-payment.ts';
import { type ActTestApp, createActTestApp, ok } from '../test-support/act-test-app.ts';
import { payAtCheckout } from '../test-support/pay-checkout.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The citizen never loses a fee to a failure that is not theirs (docs/decisions/0033-refund-policy.md):
 * refunds through the provider stand-in when the notary cancels, stops or refuses a paid act, the
 * duty when the applicant annuls or does not come, none for a technical failure (the fee carries
 * over to the new time).
 */
describe('refunds of a paid act', () => {
  let t: ActTestApp;

  beforeAll(async () => {
    t = await createActTestApp({ payments: { refundSweepMs: 0 } });
  });
  afterAll(() => t.close());

  /** Aziz's gift at step 7 with every invoice paid at the stand-in's checkout. */
  async function paidGift(): Promise<ActDetails> {
    const aziz = await t.as('aziz');
    const gift = await toPaymentStep(t, await giftWithInvoices(t));
    for (const invoice of gift.invoices) expect((await payAtCheckout(t, aziz, gift.uuid, invoice.id)).statusCode).toBe(303);
    const paid = ok<ActDetails>(await aziz.get(actPath(gift.uuid)));
    expect(paid.invoices.map((invoice) => invoice.state)).toEqual(['paid', 'paid']);
    return paid;
  }
  const invoicesOf = async (current: ActDetails) => ok<ActInvoicesResponse>(await (await t.as('aziz')).get(actInvoicesPath(current.uuid)));
  const refunds = (listed: ActInvoicesResponse) =>
    listed.payments.map((payment) => [payment.state, payment.refund?.cause ?? null, payment.refund?.state ?? null]);

  it.each([
    ['cancels', 'cancel', 'notary_cancelled', 'cancelled'],
    ['stops', 'stop', 'notary_stopped', 'stopped'],
    ['refuses', 'refuse', 'notary_refused', 'refused'],
  ] as const)('returns everything paid when the notary %s the act, and the answer already shows it', async (_verb, action, cause, state) => {
    const gift = await paidGift();
    const ended = await act(await t.as('gulnora'), gift, { action, reason: 'Hujjatlar to‘liq emas' });
    expect(ended.state).toBe(state);
    expect(ended.invoices.map((invoice) => invoice.state)).toEqual(['refunded', 'refunded']);
    expect(ended.history.slice(-4).map((line) => line.action)).toEqual([action, 'request_refund', 'complete_refund', 'complete_refund']);
    const listed = await invoicesOf(ended);
    expect(refunds(listed)).toEqual([
      ['refunded', cause, 'done'],
      ['refunded', cause, 'done'],
    ]);
    expect(listed).toMatchObject({ paidTiyin: 0, refundedTiyin: listed.totalTiyin });
    const states = await t.db
      .selectFrom('pay_sandbox_transactions')
      .select('state')
      .where(
        'invoice_number',
        'in',
        ended.invoices.map((invoice) => invoice.number),
      )
      .execute();
    expect(states.map((row) => row.state)).toEqual([-2, -2]);
  });

  it('returns the state duty, not the service fee, when the applicant annuls the act', async () => {
    const gift = await paidGift();
    const annulled = await act(await t.as('aziz'), gift, { action: 'annul', confirmed: true });
    expect(annulled.invoices.map((invoice) => [invoice.purpose, invoice.state])).toEqual([
      ['state_duty', 'refunded'],
      ['service', 'paid'],
    ]);
    expect(refunds(await invoicesOf(annulled))).toEqual([
      ['refunded', 'applicant_annulled', 'done'],
      ['paid', null, null],
    ]);
  });

  it('shows the refund on the printed invoice', async () => {
    const gift = await paidGift();
    const cancelled = await act(await t.as('gulnora'), gift, { action: 'cancel', reason: 'Notarius kasal' });
    const printed = await (await t.as('aziz')).get(actInvoicePrintPath(cancelled.uuid, cancelled.invoices[0]?.id ?? 0));
    expect(printed.statusCode).toBe(200);
    expect(printed.body).toContain('To‘lovlar va qaytarishlar');
    expect(printed.body).toContain('notarius harakatni bekor qildi');
    expect(printed.body).toContain('To‘langan, pul qaytarilgan');
  });

  it('keeps the fee for a registration that failed for technical reasons: same step, paid invoices, a new time', async () => {
    const gift = await paidGift();
    const marked = await act(await t.as('aziz'), gift, { action: 'mark_paid' });
    expect(marked.step).toBe(8);
    const gulnora = await t.as('gulnora');
    expect(
      (
        await gulnora.post(`${actPath(gift.uuid)}/actions`, {
          action: 'technical_failure',
          version: marked.version,
          visitDate: '26.11.2026',
          visitTime: '15:00',
        })
      ).json(),
    ).toMatchObject({ code: 'act_reason_required' });
    const moved = await act(gulnora, marked, { action: 'technical_failure', reason: 'Videoaloqa uzildi', visitDate: '26.11.2026', visitTime: '15:00' });
    expect(moved).toMatchObject({ step: 8, state: 'awaiting_registration', visitDate: '2026-11-26', visitTime: '15:00' });
    expect(moved.invoices.map((invoice) => invoice.state)).toEqual(['paid', 'paid']);
    expect(moved.history.at(-1)).toMatchObject({ action: 'technical_failure', actorRole: 'notary', reason: 'Videoaloqa uzildi', fromStep: 8, toStep: 8 });
    expect(refunds(await invoicesOf(moved))).toEqual([
      ['paid', null, null],
      ['paid', null, null],
    ]);
    // The old visit day (25.11) passes: no no-show, the act waits for the new time.
    t.clock.advance(2 * DAY_MS);
    try {
      await sweepNoShows(t.db, { record: requestActRefunds }, t.clock.now());
      expect((await t.db.selectFrom('notarial_acts').select('state').where('id', '=', gift.id).executeTakeFirstOrThrow()).state).toBe('awaiting_registration');
    } finally {
      t.clock.advance(-2 * DAY_MS);
    }
  });

  it('returns the state duty when the act lapses by the no-show rule; the payments sweep asks the provider', async () => {
    const gift = await paidGift();
    t.clock.advance(4 * DAY_MS);
    try {
      expect(await sweepNoShows(t.db, { record: requestActRefunds }, t.clock.now())).toBeGreaterThanOrEqual(1);
      const lapsed = await t.db.selectFrom('notarial_acts').select('state').where('id', '=', gift.id).executeTakeFirstOrThrow();
      expect(lapsed.state).toBe('inactive');
      const requested = await t.db.selectFrom('payment_refunds').select(['cause', 'state']).where('act_id', '=', gift.id).execute();
      expect(requested).toEqual([{ cause: 'no_show', state: 'requested' }]);
      expect(await t.app.paymentRefunds.processPending()).toBeGreaterThanOrEqual(1);
      const done = await t.db.selectFrom('payment_refunds').select(['cause', 'state']).where('act_id', '=', gift.id).execute();
      expect(done).toEqual([{ cause: 'no_show', state: 'done' }]);
      const invoices = await t.db.selectFrom('act_invoices').select(['purpose', 'state']).where('act_id', '=', gift.id).orderBy('id').execute();
      expect(invoices).toEqual([
        { purpose: 'state_duty', state: 'refunded' },
        { purpose: 'service', state: 'paid' },
      ]);
    } finally {
      t.clock.advance(-4 * DAY_MS);
    }
  });
});

describe('a refund the provider could not make', () => {
  let t: ActTestApp;
  let asked = 0;
  const unreachable: PaymentProvider = {
    id: 'payme',
    checkoutUrl: () => '/pay-sandbox/unused',
    requestRefund: () => {
      asked += 1;
      return Promise.reject(new Error('provider unreachable'));
    },
  };

  beforeAll(async () => {
    t = await createActTestApp({ payments: { provider: unreachable, refundSweepMs: 0 } });
  });
  afterAll(() => t.close());

  it('stays requested with its error, and is asked again by the next run', async () => {
    const gift = await toPaymentStep(t, await giftWithInvoices(t));
    // Paid as the provider would have told us (this app's provider has no checkout).
    for (const [index, invoice] of gift.invoices.entries()) {
      const { id } = await t.db
        .insertInto('payment_transactions')
        .values({
          provider: 'payme',
          provider_transaction_id: `tx-${index}`,
          invoice_id: invoice.id,
          act_id: gift.id,
          amount_tiyin: invoice.amountTiyin,
          state: 2,
          reason: null,
          provider_time: 1,
          create_time: 1,
          perform_time: 2,
          cancel_time: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('act_invoices')
        .set({ state: 'paid', paid_at: '2026-11-22T06:00:00.000Z', payment_transaction_id: id })
        .where('id', '=', invoice.id)
        .execute();
    }
    const gulnora = await t.as('gulnora');
    const cancelled = await act(gulnora, ok<ActDetails>(await gulnora.get(actPath(gift.uuid))), { action: 'cancel', reason: 'Notarius ta’tilda' });
    expect(cancelled.invoices.map((invoice) => invoice.state)).toEqual(['paid', 'paid']);
    const listed = ok<ActInvoicesResponse>(await gulnora.get(actInvoicesPath(gift.uuid)));
    expect(listed.payments.map((payment) => payment.refund?.state)).toEqual(['requested', 'requested']);
    expect(asked).toBe(2);
    const stored = await t.db.selectFrom('payment_refunds').select(['attempts', 'last_error']).where('act_id', '=', gift.id).execute();
    expect(stored).toEqual([
      { attempts: 1, last_error: 'provider unreachable' },
      { attempts: 1, last_error: 'provider unreachable' },
    ]);
    expect(await t.app.paymentRefunds.processPending()).toBe(2);
    expect((await t.db.selectFrom('payment_refunds').select('attempts').where('act_id', '=', gift.id).execute()).map((row) => row.attempts)).toEqual([2, 2]);
  });
});
