import type { Locale } from '../i18n/locale.ts';

/**
 * How a bank statement's entry is matched to an invoice (spec §4 step 7 "payable at banks";
 * docs/decisions/0054-ways-to-pay.md). The printed invoice asks the payer to write its number
 * in the transfer's purpose; the bank carries that text into the statement. An entry is taken
 * only when it is booked, in sum, names exactly one invoice of the importing notary, and is for
 * that invoice's whole amount — anything else is listed for the notary, never guessed.
 */

/** `INV-2026-000042`, also typed as "inv 2026 000042" or "INV2026-000042" in a payment purpose. */
const REFERENCE = /\bINV[\s_-]?(\d{4})[\s_-]?(\d{6,9})\b/gi;

/** Every distinct invoice number named in `text`, in the printed form. */
export function invoiceReferences(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(REFERENCE)) found.add(`INV-${match[1] ?? ''}-${match[2] ?? ''}`);
  return [...found];
}

export interface StatementEntryFacts {
  readonly direction: 'credit' | 'debit';
  /** The entry's status in the statement: only `booked` money has moved. */
  readonly booked: boolean;
  readonly currency: string;
  readonly amountTiyin: number;
  /** The invoice numbers its remittance text names. */
  readonly references: readonly string[];
}

/** What the statement's entry found of the invoice it names (null: none of the notary's). */
export interface ReferencedInvoice {
  readonly amountTiyin: number;
  /** A refund of one of its bank or office payments waits to be made, of this amount. */
  readonly openOfficeRefundTiyin: number | null;
}

/**
 * `record_payment`: the money pays the invoice (or, when it is paid already or no longer
 * payable, goes back whole — docs/decisions/0033-refund-policy.md); `record_refund`: a transfer
 * out of the account that returns a refund owed; `ignore`: not the portal's business (a debit
 * naming no invoice, an entry not yet booked); every other outcome is a mismatch for the notary.
 */
export type StatementOutcome =
  | 'record_payment'
  | 'record_refund'
  | 'ignore'
  | 'not_booked'
  | 'foreign_currency'
  | 'no_reference'
  | 'several_references'
  | 'unknown_invoice'
  | 'amount_differs'
  | 'no_refund_owed';

export const STATEMENT_MISMATCHES = [
  'not_booked',
  'foreign_currency',
  'no_reference',
  'several_references',
  'unknown_invoice',
  'amount_differs',
  'no_refund_owed',
] as const satisfies readonly StatementOutcome[];
export type StatementMismatch = (typeof STATEMENT_MISMATCHES)[number];

export function isStatementMismatch(outcome: string): outcome is StatementMismatch {
  return (STATEMENT_MISMATCHES as readonly string[]).includes(outcome);
}

export function matchStatementEntry(entry: StatementEntryFacts, invoice: ReferencedInvoice | null): StatementOutcome {
  if (entry.direction === 'debit' && entry.references.length === 0) return 'ignore';
  if (!entry.booked) return entry.direction === 'credit' ? 'not_booked' : 'ignore';
  if (entry.currency !== 'UZS') return 'foreign_currency';
  if (entry.references.length === 0) return 'no_reference';
  if (entry.references.length > 1) return 'several_references';
  if (invoice === null) return 'unknown_invoice';
  if (entry.direction === 'debit') return invoice.openOfficeRefundTiyin === entry.amountTiyin ? 'record_refund' : 'no_refund_owed';
  return invoice.amountTiyin === entry.amountTiyin ? 'record_payment' : 'amount_differs';
}

/** What the notary is told about an entry that was not taken. */
export const STATEMENT_MISMATCH_NAMES: Readonly<Record<StatementMismatch, Readonly<Record<Locale, string>>>> = {
  not_booked: {
    oz: 'bank hali o‘tkazmani amalga oshirmagan (kutilmoqda)',
    uz: 'банк ҳали ўтказмани амалга оширмаган (кутилмоқда)',
    ru: 'банк ещё не провёл перевод (в ожидании)',
  },
  foreign_currency: { oz: 'so‘mda emas', uz: 'сўмда эмас', ru: 'не в сумах' },
  no_reference: {
    oz: 'to‘lov maqsadida hisob-faktura raqami yo‘q',
    uz: 'тўлов мақсадида ҳисоб-фактура рақами йўқ',
    ru: 'в назначении платежа нет номера счёта',
  },
  several_references: {
    oz: 'to‘lov maqsadida bir nechta hisob-faktura raqami bor',
    uz: 'тўлов мақсадида бир нечта ҳисоб-фактура рақами бор',
    ru: 'в назначении платежа несколько номеров счетов',
  },
  unknown_invoice: {
    oz: 'bunday raqamli hisob-faktura sizning harakatlaringiz orasida yo‘q',
    uz: 'бундай рақамли ҳисоб-фактура сизнинг ҳаракатларингиз орасида йўқ',
    ru: 'счёта с таким номером нет среди ваших действий',
  },
  amount_differs: {
    oz: 'summa hisob-faktura summasiga teng emas',
    uz: 'сумма ҳисоб-фактура суммасига тенг эмас',
    ru: 'сумма не равна сумме счёта',
  },
  no_refund_owed: {
    oz: 'bu hisob-faktura bo‘yicha shunday summada qaytariladigan pul yo‘q',
    uz: 'бу ҳисоб-фактура бўйича шундай суммада қайтариладиган пул йўқ',
    ru: 'по этому счёту нет возврата на такую сумму',
  },
};
