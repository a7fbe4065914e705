import { describe, expect, it } from 'vitest';
import { accountRefusal, cancelOutcome, isServiceRendered, performOutcome, repeatedCreateOutcome, type PayableInvoice } from './merchant-rules.ts';
import { PAYME_ERROR, PAYME_STATE, PAYME_TRANSACTION_TIMEOUT_MS } from './payme-protocol.ts';

const invoice: PayableInvoice = { amountTiyin: 4_120_000, state: 'issued', actStep: 7, actState: 'draft' };

describe('CheckPerformTransaction: may this invoice be paid now (spec §4 step 7; Payme merchant API)', () => {
  it.each([
    ['an issued invoice at step 7, its exact amount', invoice, 4_120_000, null],
    ['in advance, at step 5', { ...invoice, actStep: 5 }, 4_120_000, null],
    ['an unknown invoice', undefined, 4_120_000, PAYME_ERROR.invoiceNotFound],
    ['an invoice paid already', { ...invoice, state: 'paid' }, 4_120_000, PAYME_ERROR.invoiceAlreadyPaid],
    ['a refunded invoice', { ...invoice, state: 'refunded' }, 4_120_000, PAYME_ERROR.invoiceNotPayable],
    ['an invoice cancelled by a re-issue', { ...invoice, state: 'cancelled' }, 4_120_000, PAYME_ERROR.invoiceNotPayable],
    ['a cancelled act', { ...invoice, actState: 'cancelled' }, 4_120_000, PAYME_ERROR.invoiceNotPayable],
    ['after the payment was marked made (step 8)', { ...invoice, actStep: 8, actState: 'awaiting_registration' }, 4_120_000, PAYME_ERROR.invoiceNotPayable],
    ['a tiyin less than the invoice', invoice, 4_119_999, PAYME_ERROR.invalidAmount],
    ['a tiyin more than the invoice', invoice, 4_120_001, PAYME_ERROR.invalidAmount],
  ] as const)('%s → %s', (_name, subject, amount, refusal) => {
    expect(accountRefusal(subject, amount)).toBe(refusal);
  });
});

describe('repeated calls answer the same (idempotent by the provider’s transaction id)', () => {
  const created = { state: PAYME_STATE.created, createTime: 1_000 };
  const late = 1_000 + PAYME_TRANSACTION_TIMEOUT_MS + 1;

  it.each([
    ['CreateTransaction again while waiting', repeatedCreateOutcome(created, 2_000), 'answer_existing'],
    ['CreateTransaction again past 12 hours', repeatedCreateOutcome(created, late), 'cancel_timed_out'],
    ['CreateTransaction again once performed', repeatedCreateOutcome({ ...created, state: PAYME_STATE.performed }, 2_000), 'refuse'],
    ['PerformTransaction of a waiting one', performOutcome(created, 2_000), 'perform'],
    ['PerformTransaction exactly at 12 hours', performOutcome(created, 1_000 + PAYME_TRANSACTION_TIMEOUT_MS), 'perform'],
    ['PerformTransaction past 12 hours', performOutcome(created, late), 'cancel_timed_out'],
    ['PerformTransaction again', performOutcome({ ...created, state: PAYME_STATE.performed }, 2_000), 'answer_existing'],
    ['PerformTransaction of a cancelled one', performOutcome({ ...created, state: PAYME_STATE.cancelled }, 2_000), 'refuse'],
    ['PerformTransaction of a refunded one', performOutcome({ ...created, state: PAYME_STATE.cancelledAfterPerform }, 2_000), 'refuse'],
  ] as const)('%s → %s', (_name, outcome, expected) => {
    expect(outcome).toBe(expected);
  });
});

describe('CancelTransaction: a waiting one is dropped, a performed one reversed when nothing was rendered yet', () => {
  const performed = { state: PAYME_STATE.performed, createTime: 0 };
  it.each([
    ['a waiting transaction', { state: PAYME_STATE.created, createTime: 0 }, false, false, 'cancel_created'],
    ['a refund we asked the provider for', performed, true, true, 'refund'],
    ['unasked, before the payment was marked made', performed, false, false, 'refund'],
    ['unasked, once the service is rendered', performed, false, true, 'refuse'],
    ['cancelled already', { state: PAYME_STATE.cancelled, createTime: 0 }, false, false, 'answer_existing'],
    ['refunded already', { state: PAYME_STATE.cancelledAfterPerform, createTime: 0 }, true, true, 'answer_existing'],
  ] as const)('%s → %s', (_name, transaction, refundRequested, serviceRendered, outcome) => {
    expect(cancelOutcome(transaction, { refundRequested, serviceRendered })).toBe(outcome);
  });

  it('counts the service rendered from step 8 (payment marked made) and for a registered act', () => {
    expect([isServiceRendered(7, 'draft'), isServiceRendered(8, 'awaiting_registration'), isServiceRendered(9, 'active')]).toEqual([false, true, true]);
  });
});
