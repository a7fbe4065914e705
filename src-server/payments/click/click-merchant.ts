import { accountRefusal } from '../../../src-domain/payments/merchant-rules.ts';
import {
  CLICK_ACTION,
  CLICK_ERROR,
  CLICK_ERROR_NOTES,
  clickAmountToTiyin,
  type ClickComplete,
  type ClickCompleteAnswer,
  type ClickErrorCode,
  type ClickPrepare,
  type ClickPrepareAnswer,
} from '../../../src-domain/payments/click-protocol.ts';
import { PAYME_CANCEL_REASON, PAYME_ERROR, PAYME_STATE } from '../../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../../db/database.ts';
import { loadInvoiceAccount } from '../invoice-account.ts';
import { cancelWaiting, findTransaction, type TransactionRow } from '../merchant-transactions.ts';
import { settlePayment } from '../settle-payment.ts';

/** The provider id of Click's transactions in `payment_transactions`. */
export const CLICK_PROVIDER = 'click';

export interface ClickMerchantDeps {
  db: Db;
  now: () => Date;
  serviceId: string;
  secretKey: () => Promise<string>;
  /** A payment owes a refund: ask Click soon, after this call's answer. */
  refundsDue: () => void;
}

/** Why an invoice cannot take a Click payment now, in Click's codes. */
function refusalCode(code: ReturnType<typeof accountRefusal>): ClickErrorCode {
  switch (code) {
    case null:
      return CLICK_ERROR.success;
    case PAYME_ERROR.invoiceNotFound:
      return CLICK_ERROR.userNotFound;
    case PAYME_ERROR.invoiceAlreadyPaid:
      return CLICK_ERROR.alreadyPaid;
    case PAYME_ERROR.invalidAmount:
      return CLICK_ERROR.incorrectAmount;
    default:
      return CLICK_ERROR.transactionCancelled;
  }
}

function prepared(call: ClickPrepare, error: ClickErrorCode, prepareId: number | null): ClickPrepareAnswer {
  return {
    click_trans_id: call.click_trans_id,
    merchant_trans_id: call.merchant_trans_id,
    merchant_prepare_id: prepareId,
    error,
    error_note: CLICK_ERROR_NOTES[error],
  };
}

function completed(call: ClickComplete, error: ClickErrorCode, confirmId: number | null): ClickCompleteAnswer {
  return {
    click_trans_id: call.click_trans_id,
    merchant_trans_id: call.merchant_trans_id,
    merchant_confirm_id: confirmId,
    error,
    error_note: CLICK_ERROR_NOTES[error],
  };
}

/** The checks both calls begin with: our service, the action, the amount's form. */
function envelopeError(deps: ClickMerchantDeps, call: ClickPrepare, action: number): ClickErrorCode | null {
  if (Number(call.action) !== action) return CLICK_ERROR.actionNotFound;
  if (call.service_id !== deps.serviceId) return CLICK_ERROR.badRequest;
  if (clickAmountToTiyin(call.amount) === null) return CLICK_ERROR.incorrectAmount;
  return null;
}

/**
 * Prepare (`action` 0, signature checked by the route): the invoice named by
 * `merchant_trans_id` exists, is payable now, and the amount is its own; then our transaction
 * is recorded as waiting and its id is the `merchant_prepare_id`. A repeated Prepare of the same
 * `click_trans_id` answers the same.
 */
export async function clickPrepare(deps: ClickMerchantDeps, call: ClickPrepare): Promise<ClickPrepareAnswer> {
  const envelope = envelopeError(deps, call, CLICK_ACTION.prepare);
  if (envelope !== null) return prepared(call, envelope, null);
  const amountTiyin = clickAmountToTiyin(call.amount) ?? 0;
  const known = await findTransaction(deps.db, CLICK_PROVIDER, call.click_trans_id);
  if (known) {
    if (known.state === PAYME_STATE.created) return prepared(call, CLICK_ERROR.success, known.id);
    return prepared(call, known.state === PAYME_STATE.performed ? CLICK_ERROR.alreadyPaid : CLICK_ERROR.transactionCancelled, known.id);
  }
  const now = deps.now();
  const account = await loadInvoiceAccount(deps.db, { number: call.merchant_trans_id }, now);
  const refusal = refusalCode(accountRefusal(account?.payable, amountTiyin));
  if (refusal !== CLICK_ERROR.success || !account) return prepared(call, refusal === CLICK_ERROR.success ? CLICK_ERROR.userNotFound : refusal, null);
  const inserted = await deps.db
    .insertInto('payment_transactions')
    .values({
      provider: CLICK_PROVIDER,
      provider_transaction_id: call.click_trans_id,
      provider_payment_id: call.click_paydoc_id,
      invoice_id: account.invoice.id,
      act_id: account.act.id,
      amount_tiyin: amountTiyin,
      state: PAYME_STATE.created,
      reason: null,
      provider_time: now.getTime(),
      create_time: now.getTime(),
      perform_time: 0,
      cancel_time: 0,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return prepared(call, CLICK_ERROR.success, inserted.id);
  // A parallel retry of the same Prepare recorded it first: answer as a retry.
  const raced = await findTransaction(deps.db, CLICK_PROVIDER, call.click_trans_id);
  return prepared(call, raced?.state === PAYME_STATE.created ? CLICK_ERROR.success : CLICK_ERROR.failedToUpdate, raced?.id ?? null);
}

/** The invoice may still take `row`'s money: refused ones are cancelled, so Click returns the money itself. */
async function performIn(trx: Db, row: TransactionRow, now: Date): Promise<ClickErrorCode | 'refund'> {
  const account = await loadInvoiceAccount(trx, { id: row.invoice_id }, now);
  const refusal = refusalCode(accountRefusal(account?.payable, row.amount_tiyin));
  if (refusal !== CLICK_ERROR.success) {
    await cancelWaiting(trx, row.id, PAYME_CANCEL_REASON.executionError, now.getTime());
    return refusal;
  }
  const claimed = await trx
    .updateTable('payment_transactions')
    .set({ state: PAYME_STATE.performed, perform_time: now.getTime() })
    .where('id', '=', row.id)
    .where('state', '=', PAYME_STATE.created)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return CLICK_ERROR.transactionCancelled;
  // Between the check and here another payment may have paid the invoice: then this one goes back.
  const cause = await settlePayment(trx, { ...row, state: PAYME_STATE.performed, perform_time: now.getTime() }, now);
  return cause === null ? CLICK_ERROR.success : 'refund';
}

/**
 * Complete (`action` 1): the transaction our Prepare answered, for the same invoice and amount.
 * `error` < 0 means Click could not charge the card: the transaction is cancelled (-9). Else the
 * invoice takes the money — or, when it can no longer, the transaction is cancelled and Click,
 * told so, does not keep the money. A repeated Complete of a completed one answers success
 * again: Click retries when our answer was lost, and the payment stands.
 */
export async function clickComplete(deps: ClickMerchantDeps, call: ClickComplete): Promise<ClickCompleteAnswer> {
  const envelope = envelopeError(deps, call, CLICK_ACTION.complete);
  if (envelope !== null) return completed(call, envelope, null);
  const row = await findTransaction(deps.db, CLICK_PROVIDER, call.click_trans_id);
  if (!row || String(row.id) !== call.merchant_prepare_id) return completed(call, CLICK_ERROR.transactionNotFound, null);
  const invoice = await deps.db.selectFrom('act_invoices').select('number').where('id', '=', row.invoice_id).executeTakeFirstOrThrow();
  if (invoice.number !== call.merchant_trans_id) return completed(call, CLICK_ERROR.transactionNotFound, null);
  if (clickAmountToTiyin(call.amount) !== row.amount_tiyin) return completed(call, CLICK_ERROR.incorrectAmount, null);
  if (row.state === PAYME_STATE.performed || row.state === PAYME_STATE.cancelledAfterPerform) return completed(call, CLICK_ERROR.success, row.id);
  if (row.state !== PAYME_STATE.created) return completed(call, CLICK_ERROR.transactionCancelled, null);
  const now = deps.now();
  if (Number(call.error) < 0) {
    await cancelWaiting(deps.db, row.id, PAYME_CANCEL_REASON.processingError, now.getTime());
    return completed(call, CLICK_ERROR.transactionCancelled, null);
  }
  const outcome = await deps.db.transaction().execute((trx) => performIn(trx, row, now));
  if (outcome === 'refund') {
    deps.refundsDue();
    return completed(call, CLICK_ERROR.success, row.id);
  }
  return completed(call, outcome, outcome === CLICK_ERROR.success ? row.id : null);
}
