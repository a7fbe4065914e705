import { PAYME_STATE } from '../../src-domain/payments/payme-protocol.ts';
import type { ActPayment } from '../../src-domain/http/routes/acts-invoices.ts';
import type { Db } from '../db/database.ts';

const STATE_NAMES: Readonly<Record<number, ActPayment['state']>> = {
  [PAYME_STATE.created]: 'pending',
  [PAYME_STATE.performed]: 'paid',
  [PAYME_STATE.cancelledAfterPerform]: 'refunded',
};

/**
 * The act's payments at the provider with their refunds (spec §2 screen 13 payments tab; the
 * printed invoice). Checkouts abandoned before payment (-1) are left out: no money moved.
 */
export async function listActPayments(db: Db, actId: number): Promise<ActPayment[]> {
  const rows = await db
    .selectFrom('payment_transactions as t')
    .innerJoin('act_invoices as i', 'i.id', 't.invoice_id')
    .leftJoin('payment_refunds as r', 'r.transaction_id', 't.id')
    .select(['t.id', 't.invoice_id', 'i.number', 't.amount_tiyin', 't.state', 't.create_time', 't.perform_time'])
    .select(['r.cause', 'r.state as refund_state', 'r.requested_at', 'r.done_at'])
    .where('t.act_id', '=', actId)
    .where('t.state', '!=', PAYME_STATE.cancelled)
    .orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    invoiceId: row.invoice_id,
    invoiceNumber: row.number,
    amountTiyin: row.amount_tiyin,
    state: STATE_NAMES[row.state] ?? 'pending',
    createdAt: new Date(row.create_time).toISOString(),
    paidAt: row.perform_time > 0 ? new Date(row.perform_time).toISOString() : null,
    refund:
      row.cause !== null && row.refund_state !== null && row.requested_at !== null
        ? { cause: row.cause, state: row.refund_state, requestedAt: row.requested_at, doneAt: row.done_at }
        : null,
  }));
}
