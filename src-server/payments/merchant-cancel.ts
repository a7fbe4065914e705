import { cancelOutcome, isServiceRendered } from '../../src-domain/payments/merchant-rules.ts';
import { PAYME_ERROR, type PaymeParams, type PaymeResult } from '../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../db/database.ts';
import { isActStep } from '../../src-domain/acts/steps.ts';
import type { MerchantDeps } from './merchant-deps.ts';
import { asMerchantTransaction, cancelWaiting, findTransaction, type TransactionRow } from './merchant-transactions.ts';
import { completeRefund } from './complete-refund.ts';
import { PaymeError } from './payme-error.ts';

function cancelled(row: Pick<TransactionRow, 'id' | 'state' | 'cancel_time'>): PaymeResult {
  return { transaction: String(row.id), state: row.state as -1 | -2, cancel_time: row.cancel_time };
}

/**
 * A performed transaction's money went back (complete-refund.ts): always when we asked for that
 * refund; unasked, only while the invoice's act has not moved past payment.
 */
async function reverse(trx: Db, row: TransactionRow, reason: number, now: Date): Promise<'reversed' | 'raced' | 'refused'> {
  const invoice = await trx.selectFrom('act_invoices').select('payment_transaction_id').where('id', '=', row.invoice_id).executeTakeFirstOrThrow();
  const act = await trx.selectFrom('notarial_acts').select(['step', 'state']).where('id', '=', row.act_id).executeTakeFirstOrThrow();
  const refund = await trx.selectFrom('payment_refunds').select('id').where('transaction_id', '=', row.id).executeTakeFirst();
  const paysInvoice = invoice.payment_transaction_id === row.id;
  const serviceRendered = paysInvoice && isActStep(act.step) && isServiceRendered(act.step, act.state);
  if (cancelOutcome(asMerchantTransaction(row), { refundRequested: refund !== undefined, serviceRendered }) !== 'refund') return 'refused';
  return (await completeRefund(trx, row, { reason }, now)) ? 'reversed' : 'raced';
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
