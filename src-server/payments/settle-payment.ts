import { accountRefusal } from '../../src-domain/payments/merchant-rules.ts';
import type { RefundCause } from '../../src-domain/payments/refund-policy.ts';
import type { Db } from '../db/database.ts';
import { loadInvoiceAccount } from './invoice-account.ts';
import type { TransactionRow } from './merchant-transactions.ts';
import { recordPaymentEvent, type PaymentEventActor } from './payment-events.ts';
import { insertRefund } from './refund-requests.ts';

/** How a payment is named in the act's history: the invoice and where the money came from. */
export function paymentLabel(invoiceNumber: string, row: Pick<TransactionRow, 'provider' | 'provider_transaction_id'>): string {
  return `${invoiceNumber} (${row.provider} ${row.provider_transaction_id})`;
}

/**
 * The invoice takes the money of the performed transaction `row` if it still can: issued, its
 * act open at a payable step, the whole amount. Otherwise the money goes back whole: paid
 * already by another transaction (a second payment), or no longer payable (re-issued, the act
 * closed while the citizen was paying) — docs/decisions/0033-refund-policy.md. Whatever the
 * channel (an electronic system, a bank transfer, the office's till), in the caller's
 * transaction. Returns the refund cause, or null when the invoice is now paid.
 */
export async function settlePayment(trx: Db, row: TransactionRow, now: Date, actor?: PaymentEventActor): Promise<RefundCause | null> {
  const account = await loadInvoiceAccount(trx, { id: row.invoice_id }, now);
  if (!account) throw new Error(`invoice ${row.invoice_id} of transaction ${row.id} vanished`);
  const { invoice, act } = account;
  const label = paymentLabel(invoice.number, row);
  if (accountRefusal(account.payable, row.amount_tiyin) === null) {
    // On PostgreSQL a parallel payment of the same invoice waits here for the row and then finds it paid.
    const paid = await trx
      .updateTable('act_invoices')
      .set({ state: 'paid', paid_at: now.toISOString(), payment_transaction_id: row.id })
      .where('id', '=', invoice.id)
      .where('state', '=', 'issued')
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) === 1) {
      await recordPaymentEvent(trx, act, 'pay_invoice', label, now, actor);
      return null;
    }
  }
  const current = await trx.selectFrom('act_invoices').select('state').where('id', '=', invoice.id).executeTakeFirstOrThrow();
  const cause: RefundCause = current.state === 'paid' ? 'double_payment' : 'not_payable';
  await insertRefund(trx, row, cause, now);
  await recordPaymentEvent(trx, act, 'request_refund', label, now, actor);
  return cause;
}
