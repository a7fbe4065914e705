import { PAYME_STATE } from '../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../db/database.ts';
import type { TransactionRow } from './merchant-transactions.ts';
import { recordPaymentEvent, type PaymentEventActor } from './payment-events.ts';
import { paymentLabel } from './settle-payment.ts';

export interface RefundMade {
  /** The reason code stored on the transaction (Payme's CancelTransaction reason; 5 for a refund). */
  readonly reason: number;
  /** Who made it by hand (the office) and its receipt or payment-order number; absent for a provider's reversal. */
  readonly byHand?: { readonly pin: string; readonly reference: string };
}

/**
 * The money of the performed transaction `row` went back to the payer: the transaction becomes
 * "cancelled after perform", its refund request (if we asked for one) done, the invoice it paid
 * refunded; without a request of ours (an electronic system reversing on its own before the
 * payment was marked made) the invoice is unpaid again, so the citizen can pay it anew. False
 * when the transaction had moved on meanwhile (a parallel call did it).
 */
export async function completeRefund(trx: Db, row: TransactionRow, made: RefundMade, now: Date, actor?: PaymentEventActor): Promise<boolean> {
  const invoice = await trx.selectFrom('act_invoices').selectAll().where('id', '=', row.invoice_id).executeTakeFirstOrThrow();
  const act = await trx.selectFrom('notarial_acts').selectAll().where('id', '=', row.act_id).executeTakeFirstOrThrow();
  const refund = await trx.selectFrom('payment_refunds').select(['id', 'state']).where('transaction_id', '=', row.id).executeTakeFirst();
  const claimed = await trx
    .updateTable('payment_transactions')
    .set({ state: PAYME_STATE.cancelledAfterPerform, reason: made.reason, cancel_time: now.getTime() })
    .where('id', '=', row.id)
    .where('state', '=', PAYME_STATE.performed)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const paysInvoice = invoice.payment_transaction_id === row.id;
  const label = paymentLabel(invoice.number, row);
  if (refund) {
    await trx
      .updateTable('payment_refunds')
      .set({ state: 'done', done_at: now.toISOString(), made_by_pin: made.byHand?.pin ?? null, reference: made.byHand?.reference ?? null })
      .where('id', '=', refund.id)
      .execute();
    if (paysInvoice) await trx.updateTable('act_invoices').set({ state: 'refunded' }).where('id', '=', invoice.id).execute();
    await recordPaymentEvent(trx, act, 'complete_refund', made.byHand ? `${label}: ${made.byHand.reference}` : label, now, actor);
  } else {
    if (paysInvoice)
      await trx.updateTable('act_invoices').set({ state: 'issued', paid_at: null, payment_transaction_id: null }).where('id', '=', invoice.id).execute();
    await recordPaymentEvent(trx, act, 'reverse_payment', label, now, actor);
  }
  return true;
}
