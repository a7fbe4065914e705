import { paymentRefusal, type PaymentRefusal } from '../../../src-domain/acts/invoices/invoice-payment.ts';
import { isActStep } from '../../../src-domain/acts/steps.ts';
import type { ApiErrorCode } from '../../../src-domain/http/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ActAccess } from '../act-access.ts';
import { isNoShowNow } from '../act-lifecycle-facts.ts';
import type { InvoiceRow } from '../act-rows.ts';

const REFUSAL_CODES: Readonly<Record<PaymentRefusal, ApiErrorCode>> = {
  not_payer: 'act_not_allowed',
  already_paid: 'invoice_already_paid',
  cancelled: 'invoice_not_payable',
  not_payable_now: 'invoice_not_payable',
};

export async function findInvoice(db: Db, actId: number, invoiceId: number): Promise<InvoiceRow> {
  const row = await db.selectFrom('act_invoices').selectAll().where('act_id', '=', actId).where('id', '=', invoiceId).executeTakeFirst();
  if (!row) throw new ApiError('act_item_not_found');
  return row;
}

/** Refuses (throws) unless this user may pay this invoice now (src-domain/acts/invoices/invoice-payment.ts). */
export async function assertPayable(db: Db, access: ActAccess, invoice: InvoiceRow, now: Date): Promise<void> {
  const { act } = access;
  const payer =
    invoice.payer_party_id === null ? undefined : await db.selectFrom('act_parties').select('pin').where('id', '=', invoice.payer_party_id).executeTakeFirst();
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
