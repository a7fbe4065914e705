import { paymentRefusal } from '../../src-domain/acts/invoices/invoice-payment.ts';
import { isActStep } from '../../src-domain/acts/steps.ts';
import type { ActInvoicesResponse, OfficePaymentBody, RefundMadeBody } from '../../src-domain/http/routes/acts-invoices.ts';
import { refundMadeBy, isPaymentChannel } from '../../src-domain/payments/payment-channels.ts';
import { PAYME_CANCEL_REASON, PAYME_STATE } from '../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { loadActForUser, withActTransaction, type ActAccess } from '../acts/act-access.ts';
import { isNoShowNow } from '../acts/act-lifecycle-facts.ts';
import { findInvoice } from '../acts/invoices/invoice-payable.ts';
import { listInvoices } from './list-invoices.ts';
import { completeRefund } from './complete-refund.ts';
import { settlePayment } from './settle-payment.ts';

/** The provider id of payments taken at the office's desk. */
export const OFFICE_PROVIDER = 'office';

export interface OfficePaymentServices {
  db: Db;
  now: () => Date;
}

/** Only the act's own notary records money taken or returned at the office (spec §6; docs/security.md). */
function assertActNotary(access: ActAccess): void {
  if (access.viewerRole !== 'notary') throw new ApiError('act_not_allowed');
}

/**
 * `POST /api/acts/:uuid/invoices/:invoiceId/office-payment` (spec §4 step 7 "in advance or on
 * site"): the citizen paid at the office — cash or the card terminal — and the act's notary
 * records it with the till's receipt number. One receipt number is recorded once per office
 * (its transaction id is `{office}:{receipt}`), so pressing again, or a second notary of the
 * office typing the same receipt, is refused rather than counted twice. The invoice must be
 * payable now (steps 5–7, the act open): the notary is at the desk and can say so, nothing is
 * taken for an invoice that cannot be paid.
 */
export async function recordOfficePayment(
  services: OfficePaymentServices,
  user: RequestUser,
  target: { uuid: string; invoiceId: number },
  body: OfficePaymentBody,
): Promise<ActInvoicesResponse> {
  const now = services.now();
  await withActTransaction(
    services.db,
    target.uuid,
    user,
    async (trx, access) => {
      assertActNotary(access);
      const { act } = access;
      const invoice = await findInvoice(trx, act.id, target.invoiceId);
      if (!isActStep(act.step) || isNoShowNow(act, now)) throw new ApiError('invoice_not_payable');
      // The notary pays nothing themself: the payer rule is read as the applicant's.
      const refusal = paymentRefusal({ step: act.step, state: act.state, invoiceState: invoice.state, isApplicant: true, isInvoicePayer: false });
      if (refusal === 'already_paid') throw new ApiError('invoice_already_paid');
      if (refusal !== null) throw new ApiError('invoice_not_payable');
      const transactionId = `${act.office_id ?? 0}:${body.receiptNumber}`;
      const taken = await trx
        .selectFrom('payment_transactions')
        .select('id')
        .where('provider', '=', OFFICE_PROVIDER)
        .where('provider_transaction_id', '=', transactionId)
        .executeTakeFirst();
      if (taken) throw new ApiError('receipt_already_recorded');
      const row = await trx
        .insertInto('payment_transactions')
        .values({
          provider: OFFICE_PROVIDER,
          provider_transaction_id: transactionId,
          invoice_id: invoice.id,
          act_id: act.id,
          amount_tiyin: invoice.amount_tiyin,
          state: PAYME_STATE.performed,
          reason: null,
          provider_time: now.getTime(),
          create_time: now.getTime(),
          perform_time: now.getTime(),
          cancel_time: 0,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('payment_records')
        .values({
          transaction_id: row.id,
          method: body.method,
          receipt_number: body.receiptNumber,
          recorded_by_pin: access.pin,
          recorded_at: now.toISOString(),
          statement_entry_id: null,
        })
        .execute();
      await settlePayment(trx, row, now, { role: 'notary', pin: access.pin });
    },
    { now },
  );
  return listInvoices(services.db, await loadActForUser(services.db, target.uuid, user));
}

/**
 * `POST /api/acts/:uuid/refunds/:refundId/made`: the office gave back the money of a bank or
 * office payment (docs/decisions/0033-refund-policy.md) — cash at the desk, or a transfer — and
 * the act's notary records it with the receipt or payment order. Refunds of an electronic
 * system's payments are its own (the refund runner asks it); those are refused here.
 */
export async function recordRefundMade(
  services: OfficePaymentServices,
  user: RequestUser,
  target: { uuid: string; refundId: number },
  body: RefundMadeBody,
): Promise<ActInvoicesResponse> {
  const now = services.now();
  await withActTransaction(
    services.db,
    target.uuid,
    user,
    async (trx, access) => {
      assertActNotary(access);
      const refund = await trx
        .selectFrom('payment_refunds')
        .select(['id', 'state', 'transaction_id'])
        .where('id', '=', target.refundId)
        .where('act_id', '=', access.act.id)
        .executeTakeFirst();
      if (!refund) throw new ApiError('act_item_not_found');
      const transaction = await trx.selectFrom('payment_transactions').selectAll().where('id', '=', refund.transaction_id).executeTakeFirstOrThrow();
      const byHand = isPaymentChannel(transaction.provider) && refundMadeBy(transaction.provider) === 'office';
      if (!byHand || refund.state !== 'requested') throw new ApiError('refund_not_open');
      const made = await completeRefund(trx, transaction, { reason: PAYME_CANCEL_REASON.refund, byHand: { pin: access.pin, reference: body.reference } }, now, {
        role: 'notary',
        pin: access.pin,
      });
      if (!made) throw new ApiError('refund_not_open');
    },
    { now },
  );
  return listInvoices(services.db, await loadActForUser(services.db, target.uuid, user));
}
