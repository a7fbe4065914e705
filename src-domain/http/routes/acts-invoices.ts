import * as v from 'valibot';
import { INVOICE_PURPOSES } from '../../acts/invoices/invoice-purposes.ts';
import { PAYMENT_SYSTEMS } from '../../acts/invoices/payment-systems.ts';
import { ActInvoiceSchema, ActUuidParamsSchema } from './acts.ts';
import { FeeBreakdownSchema } from './catalogue-fee.ts';

/**
 * Invoices and payments of an act (spec §3 Payment, §4 steps 4 and 7, §9 discounts; issue 4
 * item 8). The notary issues them at step 4 (the lifecycle's `issue_invoices`: the act moves to
 * step 5); the applicant or the party billed pays each one (steps 5–7, through the payment
 * adapter); then the applicant marks the payment made with the `mark_paid` action of
 * `POST /api/acts/:uuid/actions` (spec §4 step 7 "the applicant marks payment made" — never
 * automatic). Mutations answer the new ActDetails, like every act mutation.
 */
export const ACT_INVOICES_PATH = '/api/acts/:uuid/invoices';
export const ACT_INVOICE_PAY_PATH = '/api/acts/:uuid/invoices/:invoiceId/pay';

export const actInvoicesPath = (uuid: string): string => `/api/acts/${encodeURIComponent(uuid)}/invoices`;
export const actInvoicePayPath = (uuid: string, invoiceId: number): string => `${actInvoicesPath(uuid)}/${invoiceId}/pay`;

const positiveIdText = v.pipe(v.string('error_invalid_value'), v.regex(/^\d{1,9}$/, 'error_invalid_value'), v.transform(Number), v.minValue(1, 'error_invalid_value'));
export const ActInvoiceParamsSchema = v.object({ ...ActUuidParamsSchema.entries, invoiceId: positiveIdText });

const PositiveTiyinSchema = v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'), v.minValue(1, 'error_invalid_value'), v.maxValue(Number.MAX_SAFE_INTEGER, 'error_invalid_value'));
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

/** `GET /api/acts/:uuid/invoices` (anyone who may see the act). Cancelled invoices count in no sum. */
export const ActInvoicesResponseSchema = v.object({
  invoices: v.array(ActInvoiceSchema),
  totalTiyin: v.number(),
  paidTiyin: v.number(),
  /** Every invoice that is not cancelled is paid (and there is at least one): `mark_paid` can pass. */
  allPaid: v.boolean(),
  /** At step 4, before issuing: what `POST` would issue (the notary checks it first); else null. */
  proposal: v.nullable(v.array(ProposedInvoiceSchema)),
});
export type ActInvoicesResponse = v.InferOutput<typeof ActInvoicesResponseSchema>;

/** `POST /api/acts/:uuid/invoices/:invoiceId/pay` (the applicant or the party billed; steps 5–7). */
export const PayInvoiceBodySchema = v.object({
  system: v.picklist(PAYMENT_SYSTEMS, 'error_invalid_value'),
});
export type PayInvoiceBody = v.InferOutput<typeof PayInvoiceBodySchema>;
export type PayInvoiceBodyInput = v.InferInput<typeof PayInvoiceBodySchema>;
