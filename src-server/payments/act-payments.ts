import { isPaymentChannel, refundMadeBy, type PaymentChannel } from '../../src-domain/payments/payment-channels.ts';
import { PAYME_STATE } from '../../src-domain/payments/payme-protocol.ts';
import type { ActPayment } from '../../src-domain/http/routes/acts-invoices.ts';
import type { Db } from '../db/database.ts';
import { namesByPin } from '../acts/act-details.ts';

const STATE_NAMES: Readonly<Record<number, ActPayment['state']>> = {
  [PAYME_STATE.created]: 'pending',
  [PAYME_STATE.performed]: 'paid',
  [PAYME_STATE.cancelledAfterPerform]: 'refunded',
};

function channelOf(provider: string): PaymentChannel {
  return isPaymentChannel(provider) ? provider : 'payme';
}

/**
 * The act's payments with their refunds (spec §2 screen 13 payments tab; the printed invoice):
 * at an electronic system, by bank transfer or at the office, with who recorded the last two and
 * their receipt. Checkouts abandoned before payment (-1) are left out: no money moved.
 */
export async function listActPayments(db: Db, actId: number): Promise<ActPayment[]> {
  const rows = await db
    .selectFrom('payment_transactions as t')
    .innerJoin('act_invoices as i', 'i.id', 't.invoice_id')
    .leftJoin('payment_refunds as r', 'r.transaction_id', 't.id')
    .leftJoin('payment_records as p', 'p.transaction_id', 't.id')
    .select(['t.id', 't.invoice_id', 'i.number', 't.provider', 't.amount_tiyin', 't.state', 't.create_time', 't.perform_time'])
    .select(['r.id as refund_id', 'r.cause', 'r.state as refund_state', 'r.requested_at', 'r.done_at', 'r.reference'])
    .select(['p.method', 'p.receipt_number', 'p.recorded_by_pin', 'p.recorded_at'])
    .where('t.act_id', '=', actId)
    .where('t.state', '!=', PAYME_STATE.cancelled)
    .orderBy('t.id')
    .execute();
  const names = await namesByPin(
    db,
    rows.flatMap((row) => (row.recorded_by_pin === null ? [] : [row.recorded_by_pin])),
  );
  return rows.map((row) => {
    const channel = channelOf(row.provider);
    return {
      id: row.id,
      invoiceId: row.invoice_id,
      invoiceNumber: row.number,
      amountTiyin: row.amount_tiyin,
      state: STATE_NAMES[row.state] ?? 'pending',
      channel,
      method: row.method,
      receiptNumber: row.receipt_number,
      recordedBy: row.recorded_by_pin === null ? null : (names.get(row.recorded_by_pin) ?? null),
      recordedAt: row.recorded_at,
      createdAt: new Date(row.create_time).toISOString(),
      paidAt: row.perform_time > 0 ? new Date(row.perform_time).toISOString() : null,
      refund:
        row.refund_id !== null && row.cause !== null && row.refund_state !== null && row.requested_at !== null
          ? {
              id: row.refund_id,
              cause: row.cause,
              state: row.refund_state,
              requestedAt: row.requested_at,
              doneAt: row.done_at,
              madeBy: refundMadeBy(channel),
              reference: row.reference,
            }
          : null,
    };
  });
}
