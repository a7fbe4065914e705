/** Digits of the sequence part: a million invoices a year before the number grows. */
const SEQUENCE_DIGITS = 6;

/**
 * The printed number of an act invoice, `INV-{year}-{id}` (e.g. INV-2026-000042): unique
 * because the id is, readable on a bank slip, and the year helps the office find the paper.
 */
export function invoiceNumber(year: number, id: number): string {
  return `INV-${year}-${String(id).padStart(SEQUENCE_DIGITS, '0')}`;
}
