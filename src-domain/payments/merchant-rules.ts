import type { ActState } from '../acts/act-states.ts';
import { PAYABLE_STEPS } from '../acts/invoices/invoice-payment.ts';
import type { InvoiceState } from '../acts/invoices/invoice-purposes.ts';
import type { ActStep } from '../acts/steps.ts';
import { PAYME_ERROR, PAYME_STATE, PAYME_TRANSACTION_TIMEOUT_MS, type PaymeErrorCode, type PaymeState } from './payme-protocol.ts';

/** What the merchant reads of the invoice an `account` names. */
export interface PayableInvoice {
  readonly amountTiyin: number;
  readonly state: InvoiceState;
  readonly actStep: ActStep;
  readonly actState: ActState;
}

/**
 * CheckPerformTransaction (and CreateTransaction before it creates): may the provider take
 * `amount` for this invoice now? An invoice is payable while issued and its act is open at a
 * payable step (src-domain/acts/invoices/invoice-payment.ts, spec §4 step 7 "in advance or on
 * site"), and only for its exact amount.
 */
export function accountRefusal(invoice: PayableInvoice | undefined, amountTiyin: number): PaymeErrorCode | null {
  if (invoice === undefined) return PAYME_ERROR.invoiceNotFound;
  if (invoice.state === 'paid') return PAYME_ERROR.invoiceAlreadyPaid;
  if (invoice.state !== 'issued' || invoice.actState !== 'draft' || !PAYABLE_STEPS.includes(invoice.actStep)) return PAYME_ERROR.invoiceNotPayable;
  if (invoice.amountTiyin !== amountTiyin) return PAYME_ERROR.invalidAmount;
  return null;
}

/** What the merchant knows of one of its provider transactions. */
export interface MerchantTransaction {
  readonly state: PaymeState;
  /** When we recorded it (ms). */
  readonly createTime: number;
}

function timedOut(transaction: MerchantTransaction, nowMs: number): boolean {
  return nowMs - transaction.createTime > PAYME_TRANSACTION_TIMEOUT_MS;
}

export type RepeatOutcome = 'answer_existing' | 'cancel_timed_out' | 'refuse';

/**
 * CreateTransaction for an id already known (a retry): the same answer while it is waiting,
 * -31008 once it moved on, and a transaction left waiting past the timeout is cancelled first.
 */
export function repeatedCreateOutcome(transaction: MerchantTransaction, nowMs: number): RepeatOutcome {
  if (transaction.state !== PAYME_STATE.created) return 'refuse';
  return timedOut(transaction, nowMs) ? 'cancel_timed_out' : 'answer_existing';
}

export type PerformOutcome = 'perform' | 'answer_existing' | 'cancel_timed_out' | 'refuse';

/** PerformTransaction: idempotent for a performed one, -31008 for a cancelled one. */
export function performOutcome(transaction: MerchantTransaction, nowMs: number): PerformOutcome {
  if (transaction.state === PAYME_STATE.performed) return 'answer_existing';
  if (transaction.state !== PAYME_STATE.created) return 'refuse';
  return timedOut(transaction, nowMs) ? 'cancel_timed_out' : 'perform';
}

export type CancelOutcome = 'cancel_created' | 'refund' | 'answer_existing' | 'refuse';

/**
 * CancelTransaction. A waiting transaction is cancelled (-1). A performed one is reversed (-2):
 * always when we asked the provider for that refund ourselves; unasked, only while the invoice's
 * act has not moved past payment (otherwise -31007: the service is rendered). An already
 * cancelled one gets the same answer again.
 */
export function cancelOutcome(transaction: MerchantTransaction, facts: { refundRequested: boolean; serviceRendered: boolean }): CancelOutcome {
  if (transaction.state === PAYME_STATE.created) return 'cancel_created';
  if (transaction.state === PAYME_STATE.performed) return facts.refundRequested || !facts.serviceRendered ? 'refund' : 'refuse';
  return 'answer_existing';
}

/** The payment of an act is done once the applicant marked it made (step 8) or the act was registered. */
export function isServiceRendered(actStep: ActStep, actState: ActState): boolean {
  return actStep >= 8 || actState === 'active';
}
