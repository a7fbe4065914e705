import { performOutcome } from '../../src-domain/payments/merchant-rules.ts';
import { PAYME_CANCEL_REASON, PAYME_ERROR, PAYME_STATE, type PaymeParams, type PaymeResult } from '../../src-domain/payments/payme-protocol.ts';
import type { MerchantDeps } from './merchant-deps.ts';
import { asMerchantTransaction, cancelWaiting, findTransaction, type TransactionRow } from './merchant-transactions.ts';
import { PaymeError } from './payme-error.ts';
import { settlePayment } from './settle-payment.ts';

function performed(row: Pick<TransactionRow, 'id' | 'perform_time'>): PaymeResult {
  return { transaction: String(row.id), state: PAYME_STATE.performed, perform_time: row.perform_time };
}

/**
 * PerformTransaction. Once the provider performs, the citizen has approved the payment and the
 * card is charged, so a live transaction is never refused here: it pays its invoice, or is
 * refunded at once (docs/decisions/0033-refund-policy.md). A performed one answers the same
 * again; a cancelled or timed-out one answers -31008.
 */
export async function performTransaction(deps: MerchantDeps, params: PaymeParams<'PerformTransaction'>): Promise<PaymeResult> {
  const row = await findTransaction(deps.db, deps.provider, params.id);
  if (!row) throw new PaymeError(PAYME_ERROR.transactionNotFound);
  const now = deps.now();
  const nowMs = now.getTime();
  switch (performOutcome(asMerchantTransaction(row), nowMs)) {
    case 'answer_existing':
      return performed(row);
    case 'refuse':
      throw new PaymeError(PAYME_ERROR.cannotPerform);
    case 'cancel_timed_out':
      await cancelWaiting(deps.db, row.id, PAYME_CANCEL_REASON.timeout, nowMs);
      throw new PaymeError(PAYME_ERROR.cannotPerform);
    case 'perform':
      break;
  }
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('payment_transactions')
      .set({ state: PAYME_STATE.performed, perform_time: nowMs })
      .where('id', '=', row.id)
      .where('state', '=', PAYME_STATE.created)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'raced' as const;
    return settlePayment(trx, { ...row, state: PAYME_STATE.performed, perform_time: nowMs }, now);
  });
  if (outcome === 'raced') {
    // A parallel retry performed (or cancelled) it first: answer what it is now.
    const current = await findTransaction(deps.db, deps.provider, params.id);
    if (current?.state === PAYME_STATE.performed) return performed(current);
    throw new PaymeError(PAYME_ERROR.cannotPerform);
  }
  if (outcome !== null) deps.refundsDue();
  return performed({ id: row.id, perform_time: nowMs });
}
