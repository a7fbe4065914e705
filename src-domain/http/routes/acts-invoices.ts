import * as v from 'valibot';
import { INVOICE_PURPOSES } from '../../acts/invoices/invoice-purposes.ts';
import { OFFICE_PAYMENT_METHODS, ONLINE_PAYMENT_SYSTEMS, PAYMENT_CHANNELS, RECEIPT_NUMBER_PATTERN } from '../../payments/payment-channels.ts';
import { REFUND_CAUSES } from '../../payments/refund-policy.ts';
import { ActInvoiceSchema, ActUuidParamsSchema } from './acts.ts';
import { FeeBreakdownSchema } from './catalogue-fee.ts';

/**
 * Invoices and payments of an act (spec §3 Payment, §4 steps 4 and 7, §9 discounts). The notary issues them at step 4 (the lifecycle's `issue_invoices`: the act moves to
 * step 5); the applicant or the party billed pays each one (steps 5–7) at the payment provider's
 * checkout, whose server-to-server calls mark it paid (src-server/payments/); then the applicant
 * marks the payment made with the `mark_paid` action of
 * `POST /api/acts/:uuid/actions` (spec §4 step 7 "the applicant marks payment made" — never
 * automatic). Mutations answer the new ActDetails, like every act mutation.
 */
export const ACT_INVOICES_PATH = '/api/acts/:uuid/invoices';
export const ACT_INVOICE_CHECKOUT_PATH = '/api/acts/:uuid/invoices/:invoiceId/checkout';
export const ACT_INVOICE_OFFICE_PAYMENT_PATH = '/api/acts/:uuid/invoices/:invoiceId/office-payment';
export const ACT_REFUND_MADE_PATH = '/api/acts/:uuid/refunds/:refundId/made';

export const actInvoicesPath = (uuid: string): string => `/api/acts/${encodeURIComponent(uuid)}/invoices`;
export const actInvoiceCheckoutPath = (uuid: string, invoiceId: number): string => `${actInvoicesPath(uuid)}/${invoiceId}/checkout`;
export const actInvoiceOfficePaymentPath = (uuid: string, invoiceId: number): string => `${actInvoicesPath(uuid)}/${invoiceId}/office-payment`;
export const actRefundMadePath = (uuid: string, refundId: number): string => `/api/acts/${encodeURIComponent(uuid)}/refunds/${refundId}/made`;

const positiveIdText = v.pipe(
  v.string('error_invalid_value'),
  v.regex(/^\d{1,9}$/, 'error_invalid_value'),
  v.transform(Number),
  v.minValue(1, 'error_invalid_value'),
);
export const ActInvoiceParamsSchema = v.object({ ...ActUuidParamsSchema.entries, invoiceId: positiveIdText });
export const ActRefundParamsSchema = v.object({ ...ActUuidParamsSchema.entries, refundId: positiveIdText });

/** A till's receipt or a payment order's number (src-domain/payments/payment-channels.ts). */
const ReceiptNumberSchema = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.nonEmpty('error_required'),
  v.maxLength(40, 'error_too_long'),
  v.regex(RECEIPT_NUMBER_PATTERN, 'error_receipt_number'),
);

/**
 * `POST /api/acts/:uuid/invoices/:invoiceId/office-payment` (the act's notary; spec §4 step 7 "on
 * site"): the citizen paid this invoice at the office — in cash or by the card terminal — and the
 * till printed this receipt. Recorded once per office and receipt number.
 */
export const OfficePaymentBodySchema = v.object({
  method: v.picklist(OFFICE_PAYMENT_METHODS, 'error_invalid_value'),
  receiptNumber: ReceiptNumberSchema,
});
export type OfficePaymentBody = v.InferOutput<typeof OfficePaymentBodySchema>;
export type OfficePaymentBodyInput = v.InferInput<typeof OfficePaymentBodySchema>;

/**
 * `POST /api/acts/:uuid/refunds/:refundId/made` (the act's notary): the office gave back the money
 * of a bank or office payment (docs/decisions/0033-refund-policy.md) — cash at the desk against
 * this receipt, or a transfer by this payment order.
 */
export const RefundMadeBodySchema = v.object({ reference: ReceiptNumberSchema });
export type RefundMadeBody = v.InferOutput<typeof RefundMadeBodySchema>;

/** `POST …/checkout`: which electronic system; Payme when none is named. */
export const InvoiceCheckoutBodySchema = v.object({
  system: v.optional(v.picklist(ONLINE_PAYMENT_SYSTEMS, 'error_invalid_value'), 'payme'),
});
export type InvoiceCheckoutBodyInput = v.InferInput<typeof InvoiceCheckoutBodySchema>;

const PositiveTiyinSchema = v.pipe(
  v.number('error_invalid_value'),
  v.integer('error_invalid_value'),
  v.minValue(1, 'error_invalid_value'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'error_invalid_value'),
);
const VersionSchema = v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'), v.minValue(0, 'error_invalid_value'));

/** The most extra lines one issue may add (a notary adds a copy or two, not a price list). */
export const MAX_EXTRA_INVOICE_LINES = 5;

/**
 * `POST /api/acts/:uuid/invoices` (the act's notary, step 4). The state duty and the service
 * fee are computed by the domain rule (src-domain/acts/invoices/plan-act-invoices.ts) and are
 * not typed by hand; the notary may add further services (`extraLines`, purpose `service` or
 * `other`), billed to the same payer. `version` as for every lifecycle action.
 */
export const IssueInvoicesBodySchema = v.object({
  version: VersionSchema,
  extraLines: v.optional(
    v.pipe(
      v.array(v.object({ purpose: v.picklist(['service', 'other'] as const, 'error_invalid_value'), amountTiyin: PositiveTiyinSchema })),
      v.maxLength(MAX_EXTRA_INVOICE_LINES, 'error_too_long'),
    ),
    [],
  ),
});
export type IssueInvoicesBody = v.InferOutput<typeof IssueInvoicesBodySchema>;
export type IssueInvoicesBodyInput = v.InferInput<typeof IssueInvoicesBodySchema>;

/** An invoice the domain rule would issue now (before it has a number). */
export const ProposedInvoiceSchema = v.object({
  purpose: v.picklist(INVOICE_PURPOSES),
  amountTiyin: v.number(),
  /** The share of the rate taken off for a close relative (95 or 50, spec §9), or null. */
  discountPercent: v.nullable(v.number()),
  payerPartyId: v.nullable(v.number()),
  payerName: v.string(),
  /** The state duty's lines of the catalogue fee rule; null for the service fee. */
  breakdown: v.nullable(FeeBreakdownSchema),
});
export type ProposedInvoice = v.InferOutput<typeof ProposedInvoiceSchema>;

/**
 * A refund of one payment (docs/decisions/0033-refund-policy.md): asked of the electronic system,
 * or made by the office by hand (a bank or office payment), then done.
 */
export const PaymentRefundSchema = v.object({
  id: v.number(),
  cause: v.picklist(REFUND_CAUSES),
  state: v.picklist(['requested', 'done']),
  requestedAt: v.string(),
  doneAt: v.nullable(v.string()),
  madeBy: v.picklist(['provider', 'office']),
  /** The office's cash receipt or payment order of a refund made by hand. */
  reference: v.nullable(v.string()),
});
export type PaymentRefund = v.InferOutput<typeof PaymentRefundSchema>;

/**
 * One payment of an invoice: waiting at an electronic system's checkout, paid, or paid and
 * refunded, with where it was paid. Abandoned checkouts (cancelled before payment) are not listed.
 */
export const ActPaymentSchema = v.object({
  id: v.number(),
  invoiceId: v.number(),
  invoiceNumber: v.string(),
  amountTiyin: v.number(),
  state: v.picklist(['pending', 'paid', 'refunded']),
  channel: v.picklist(PAYMENT_CHANNELS),
  /** At the office: cash or the card terminal; a bank transfer; null for an electronic system. */
  method: v.nullable(v.picklist([...OFFICE_PAYMENT_METHODS, 'transfer'])),
  /** The till's receipt number or the bank's reference of the statement entry. */
  receiptNumber: v.nullable(v.string()),
  /** Who recorded a bank or office payment (the notary's name), and when. */
  recordedBy: v.nullable(v.string()),
  recordedAt: v.nullable(v.string()),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  refund: v.nullable(PaymentRefundSchema),
});
export type ActPayment = v.InferOutput<typeof ActPaymentSchema>;

/** The notary office's account an invoice is paid to at a bank (printed on the invoice). */
export const BankAccountSchema = v.object({
  recipient: v.object({ oz: v.string(), uz: v.string(), ru: v.string() }),
  taxId: v.string(),
  bank: v.string(),
  mfo: v.string(),
  account: v.string(),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

/** `GET /api/acts/:uuid/invoices` (anyone who may see the act). Cancelled invoices count in no sum. */
export const ActInvoicesResponseSchema = v.object({
  invoices: v.array(ActInvoiceSchema),
  totalTiyin: v.number(),
  /** Paid and not refunded. */
  paidTiyin: v.number(),
  /** Returned to the payer (done refunds). */
  refundedTiyin: v.number(),
  payments: v.array(ActPaymentSchema),
  /** Every invoice that is not cancelled is paid (none for a free-of-charge act): `mark_paid` can pass. */
  allPaid: v.boolean(),
  /** At step 4, before issuing: what `POST` would issue (the notary checks it first); else null. */
  proposal: v.nullable(v.array(ProposedInvoiceSchema)),
  /** Where to transfer the money at a bank (the office's account), with each invoice's number as the reference; null when none is on file. */
  bankAccount: v.nullable(BankAccountSchema),
});
export type ActInvoicesResponse = v.InferOutput<typeof ActInvoicesResponseSchema>;

/**
 * `POST /api/acts/:uuid/invoices/:invoiceId/checkout` (the applicant or the party billed; steps
 * 5–7): where to pay this invoice. The browser goes to `checkoutUrl` (the provider's page, which
 * comes back to the act's payments tab); a kiosk shows `qrSvg` of the same link for a phone.
 */
export const InvoiceCheckoutResponseSchema = v.object({
  checkoutUrl: v.string(),
  qrSvg: v.string(),
});
export type InvoiceCheckoutResponse = v.InferOutput<typeof InvoiceCheckoutResponseSchema>;

/** The query parameter the checkout's return address carries: the act page opens its payments tab. */
export const PAYMENT_RETURN_PARAM = 'payment';
