import { refundedPurposes, type RefundCause } from '../../src-domain/payments/refund-policy.ts';
import type { Db } from '../db/database.ts';
import type { ActRow } from '../acts/act-rows.ts';
import { recordPaymentEvent } from './payment-events.ts';

interface RefundedTransaction {
  readonly id: number;
  readonly act_id: number;
  readonly invoice_id: number;
  readonly amount_tiyin: number;
}

/** Records that the money of `transaction` must go back; nothing when a refund of it exists already. */
export async function insertRefund(trx: Db, transaction: RefundedTransaction, cause: RefundCause, now: Date): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_refunds')
    .values({
      transaction_id: transaction.id,
      act_id: transaction.act_id,
      invoice_id: transaction.invoice_id,
      amount_tiyin: transaction.amount_tiyin,
      cause,
      state: 'requested',
      requested_at: now.toISOString(),
      done_at: null,
      attempts: 0,
      last_error: null,
    })
    .onConflict((oc) => oc.column('transaction_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The refunds an act's end owes (docs/decisions/0033-refund-policy.md), recorded in the
 * transaction that ends it: every paid invoice of the purposes the cause returns. The provider
 * is asked after the commit (refund-runner.ts). Returns how many were recorded.
 */
export async function requestActRefunds(trx: Db, act: ActRow, cause: RefundCause, now: Date): Promise<number> {
  const paid = await trx
    .selectFrom('act_invoices as i')
    .innerJoin('payment_transactions as t', 't.id', 'i.payment_transaction_id')
    .select(['t.id', 't.act_id', 't.invoice_id', 't.amount_tiyin', 'i.number'])
    .where('i.act_id', '=', act.id)
    .where('i.state', '=', 'paid')
    .where('i.purpose', 'in', [...refundedPurposes(cause)])
    .orderBy('i.id')
    .execute();
  let count = 0;
  for (const transaction of paid) if (await insertRefund(trx, transaction, cause, now)) count += 1;
  if (count > 0) await recordPaymentEvent(trx, act, 'request_refund', paid.map((row) => row.number).join(', '), now);
  return count;
}
