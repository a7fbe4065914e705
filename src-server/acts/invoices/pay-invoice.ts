import { paymentRefusal, type PaymentRefusal } from '../../../src-domain/acts/invoices/invoice-payment.ts';
import { isActStep } from '../../../src-domain/acts/steps.ts';
import type { PayInvoiceBody } from '../../../src-domain/http/routes/acts-invoices.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import type { ApiErrorCode } from '../../../src-domain/http/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { type ActAccess, loadActForUser, withActTransaction } from '../act-access.ts';
import { editEntry, writeHistory } from '../act-audit.ts';
import { isNoShowNow } from '../act-lifecycle-facts.ts';
import { detailsAfter } from '../act-reload.ts';
import type { InvoiceRow } from '../act-rows.ts';
import type { ActOutputServices } from '../invitations/invitation-deps.ts';

const REFUSAL_CODES: Readonly<Record<PaymentRefusal, ApiErrorCode>> = {
  not_payer: 'act_not_allowed',
  already_paid: 'invoice_already_paid',
  cancelled: 'invoice_not_payable',
  not_payable_now: 'invoice_not_payable',
};

async function findInvoice(db: Db, actId: number, invoiceId: number): Promise<InvoiceRow> {
  const row = await db.selectFrom('act_invoices').selectAll().where('act_id', '=', actId).where('id', '=', invoiceId).executeTakeFirst();
  if (!row) throw new ApiError('act_item_not_found');
  return row;
}

/** Refuses (throws) unless this user may pay this invoice now (src-domain/acts/invoices/invoice-payment.ts). */
async function assertPayable(db: Db, access: ActAccess, invoice: InvoiceRow, now: Date): Promise<void> {
  const { act } = access;
  const payer = invoice.payer_party_id === null ? undefined : await db.selectFrom('act_parties').select('pin').where('id', '=', invoice.payer_party_id).executeTakeFirst();
  if (!isActStep(act.step) || isNoShowNow(act, now)) throw new ApiError('invoice_not_payable');
  const refusal = paymentRefusal({
    step: act.step,
    state: act.state,
    invoiceState: invoice.state,
    isApplicant: access.viewerRole === 'applicant',
    isInvoicePayer: payer !== undefined && payer.pin === access.pin,
  });
  if (refusal !== null) throw new ApiError(REFUSAL_CODES[refusal]);
}

/**
 * `POST /api/acts/:uuid/invoices/:invoiceId/pay` (spec §4 step 7 "pay invoices … at banks or
 * electronic payment systems"): checked first, then paid through the payment adapter — an
 * external system, so outside the transaction — then the invoice is marked paid with its
 * payment and a history line, after checking again inside the transaction. Marking the whole
 * payment made stays the applicant's own `mark_paid` action (spec §4 step 7).
 */
export async function payInvoice(services: ActOutputServices, user: RequestUser, uuid: string, invoiceId: number, body: PayInvoiceBody): Promise<ActDetails> {
  const now = services.now();
  const before = await loadActForUser(services.db, uuid, user);
  const invoice = await findInvoice(services.db, before.act.id, invoiceId);
  await assertPayable(services.db, before, invoice, now);
  const payment = await services.registries.payments.recordPayment({
    actId: before.act.id,
    payerPin: user.pin,
    payerName: invoice.payer_name,
    amountTiyin: invoice.amount_tiyin,
    system: body.system,
  });
  return withActTransaction(services.db, uuid, user, async (trx, access) => {
    const current = await findInvoice(trx, access.act.id, invoiceId);
    // A second payment of the same invoice that raced this one loses here (docs/decisions/0004-invitations-payments-print-forms.md).
    await assertPayable(trx, access, current, now);
    await trx.updateTable('act_invoices').set({ state: 'paid', payment_id: payment.id, paid_at: payment.paidAt ?? now.toISOString() }).where('id', '=', current.id).execute();
    await writeHistory(trx, access.act.id, editEntry(access, 'pay_invoice', now, `${current.number} (${body.system})`));
    return detailsAfter(trx, access, now);
  }, { now });
}
