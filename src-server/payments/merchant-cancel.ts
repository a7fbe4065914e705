import { cancelOutcome, isServiceRendered } from '../../src-domain/payments/merchant-rules.ts';
import { PAYME_ERROR, PAYME_STATE, type PaymeParams, type PaymeResult } from '../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../db/database.ts';
import { isActStep } from '../../src-domain/acts/steps.ts';
import type { MerchantDeps } from './merchant-deps.ts';
import { asMerchantTransaction, cancelWaiting, findTransaction, type TransactionRow } from './merchant-transactions.ts';
import { recordPaymentEvent } from './payment-events.ts';
import { PaymeError } from './payme-error.ts';

function cancelled(row: Pick<TransactionRow, 'id' | 'state' | 'cancel_time'>): PaymeResult {
  return { transaction: String(row.id), state: row.state as -1 | -2, cancel_time: row.cancel_time };
}

/**
 * A performed transaction's money went back. Our own refund request is completed (the invoice it
 * paid becomes `refunded`); an unasked reversal before the payment was marked made leaves the
 * invoice unpaid again, so the citizen can pay it anew.
 */
async function reverse(trx: Db, row: TransactionRow, reason: number, now: Date): Promise<'reversed' | 'raced' | 'refused'> {
  const invoice = await trx.selectFrom('act_invoices').selectAll().where('id', '=', row.invoice_id).executeTakeFirstOrThrow();
  const act = await trx.selectFrom('notarial_acts').selectAll().where('id', '=', row.act_id).executeTakeFirstOrThrow();
  const refund = await trx.selectFrom('payment_refunds').select(['id', 'state']).where('transaction_id', '=', row.id).executeTakeFirst();
  const paysInvoice = invoice.payment_transaction_id === row.id;
  const serviceRendered = paysInvoice && isActStep(act.step) && isServiceRendered(act.step, act.state);
  if (cancelOutcome(asMerchantTransaction(row), { refundRequested: refund !== undefined, serviceRendered }) !== 'refund') return 'refused';
  const nowMs = now.getTime();
  const claimed = await trx
    .updateTable('payment_transactions')
    .set({ state: PAYME_STATE.cancelledAfterPerform, reason, cancel_time: nowMs })
    .where('id', '=', row.id)
    .where('state', '=', PAYME_STATE.performed)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return 'raced';
  const label = `${invoice.number} (${row.provider} ${row.provider_transaction_id})`;
  if (refund) {
    await trx.updateTable('payment_refunds').set({ state: 'done', done_at: now.toISOString() }).where('id', '=', refund.id).execute();
    if (paysInvoice) await trx.updateTable('act_invoices').set({ state: 'refunded' }).where('id', '=', invoice.id).execute();
    await recordPaymentEvent(trx, act, 'complete_refund', label, now);
  } else {
    if (paysInvoice)
      await trx.updateTable('act_invoices').set({ state: 'issued', paid_at: null, payment_transaction_id: null }).where('id', '=', invoice.id).execute();
    await recordPaymentEvent(trx, act, 'reverse_payment', label, now);
  }
  return 'reversed';
}

/**
 * CancelTransaction: a waiting transaction is dropped (-1); a performed one is reversed (-2) when
 * we asked for that refund or the act has not moved past payment, else -31007. Cancelled ones
 * answer the same again.
 */
export async function cancelTransaction(deps: MerchantDeps, params: PaymeParams<'CancelTransaction'>): Promise<PaymeResult> {
  const row = await findTransaction(deps.db, deps.provider, params.id);
  if (!row) throw new PaymeError(PAYME_ERROR.transactionNotFound);
  const now = deps.now();
  const outcome = cancelOutcome(asMerchantTransaction(row), { refundRequested: false, serviceRendered: false });
  if (outcome === 'cancel_created') {
    await cancelWaiting(deps.db, row.id, params.reason, now.getTime());
  } else if (outcome === 'refund') {
    const reversed = await deps.db.transaction().execute((trx) => reverse(trx, row, params.reason, now));
    if (reversed === 'refused') throw new PaymeError(PAYME_ERROR.cannotCancel);
  }
  const current = await findTransaction(deps.db, deps.provider, params.id);
  if (!current || current.state > 0) throw new PaymeError(PAYME_ERROR.cannotCancel);
  return cancelled(current);
}
