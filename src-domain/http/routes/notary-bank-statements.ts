import * as v from 'valibot';

/**
 * Bank statements a notary imports (spec §4 step 7 "payable at banks";
 * docs/decisions/0054-ways-to-pay.md): the office's bank statement as ISO 20022 camt.053 XML.
 * Each booked credit naming one of the notary's invoices for its whole amount pays it; a debit
 * returning a refund owed completes it; anything else is listed for the notary. A second import
 * of the same entries records nothing twice.
 */
export const BANK_STATEMENTS_PATH = '/api/notary/bank-statements';
export const BANK_STATEMENT_ENTRY_RESOLVE_PATH = '/api/notary/bank-statements/entries/:entryId/resolve';
export const bankStatementEntryResolvePath = (entryId: number): string => `/api/notary/bank-statements/entries/${entryId}/resolve`;

/** A statement of a busy office for a month is well under this. */
export const MAX_STATEMENT_BYTES = 4 * 1024 * 1024;

export const BankStatementUploadSchema = v.object({
  fileName: v.pipe(v.string('error_invalid_value'), v.trim(), v.nonEmpty('error_required'), v.maxLength(200, 'error_too_long')),
  /** The file's text (UTF-8). */
  content: v.pipe(v.string('error_invalid_value'), v.nonEmpty('error_required'), v.maxLength(MAX_STATEMENT_BYTES, 'error_too_long')),
});
export type BankStatementUpload = v.InferOutput<typeof BankStatementUploadSchema>;

export const EntryParamsSchema = v.object({
  entryId: v.pipe(v.string('error_invalid_value'), v.regex(/^\d{1,9}$/, 'error_invalid_value'), v.transform(Number), v.minValue(1, 'error_invalid_value')),
});

/** What became of one entry: recorded (a payment, or a refund made), a repeat of one imported before, passed over, or a mismatch. */
export const STATEMENT_ENTRY_OUTCOMES = [
  'record_payment',
  'record_refund',
  'ignore',
  'not_booked',
  'foreign_currency',
  'no_reference',
  'several_references',
  'unknown_invoice',
  'amount_differs',
  'no_refund_owed',
] as const;

export const StatementEntrySchema = v.object({
  id: v.number(),
  bookedOn: v.string(),
  direction: v.picklist(['credit', 'debit']),
  currency: v.string(),
  amountTiyin: v.number(),
  remittance: v.string(),
  counterparty: v.string(),
  outcome: v.picklist(STATEMENT_ENTRY_OUTCOMES),
  /** The invoice the entry paid or refunded, and its act (the notary's own only). */
  invoiceNumber: v.nullable(v.string()),
  actUuid: v.nullable(v.string()),
  /** The payment paid an invoice that could no longer take it: its refund is owed (0033). */
  refundOwed: v.boolean(),
  /** This entry was imported before (this file again, or an overlapping one): nothing new was recorded. */
  repeated: v.boolean(),
  resolvedAt: v.nullable(v.string()),
});
export type StatementEntry = v.InferOutput<typeof StatementEntrySchema>;

export const StatementSummarySchema = v.object({
  id: v.number(),
  fileName: v.string(),
  account: v.string(),
  importedAt: v.string(),
  entryCount: v.number(),
  recordedCount: v.number(),
  mismatchCount: v.number(),
});
export type StatementSummary = v.InferOutput<typeof StatementSummarySchema>;

/** `POST /api/notary/bank-statements`: the import and every entry of the file. */
export const StatementImportSchema = v.object({ statement: StatementSummarySchema, entries: v.array(StatementEntrySchema) });
export type StatementImport = v.InferOutput<typeof StatementImportSchema>;

/** `GET /api/notary/bank-statements`: the latest imports, and the mismatches not yet dealt with. */
export const StatementOverviewSchema = v.object({ imports: v.array(StatementSummarySchema), mismatches: v.array(StatementEntrySchema) });
export type StatementOverview = v.InferOutput<typeof StatementOverviewSchema>;
