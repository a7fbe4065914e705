import { describe, expect, it } from 'vitest';
import { invoiceReferences, matchStatementEntry, type StatementEntryFacts } from './statement-matching.ts';

const CREDIT: StatementEntryFacts = { direction: 'credit', booked: true, currency: 'UZS', amountTiyin: 50_000, references: ['INV-2026-000042'] };
const INVOICE = { amountTiyin: 50_000, openOfficeRefundTiyin: null };

describe('a bank statement entry against the invoice it names (spec §4 step 7 "payable at banks")', () => {
  it.each([
    ['INV-2026-000042 davlat boji', ['INV-2026-000042']],
    ['Оплата по счёту inv 2026 000042 за нотариальные услуги', ['INV-2026-000042']],
    ['INV2026-000042; INV-2026-000042', ['INV-2026-000042']],
    ['INV-2026-000042 va INV-2026-000043', ['INV-2026-000042', 'INV-2026-000043']],
    ['INV-2026-1234567', ['INV-2026-1234567']],
    ['notarius xizmati uchun', []],
    ['XINV-2026-000042', []],
    ['INV-26-000042', []],
  ])('%j names %j', (text, numbers) => {
    expect(invoiceReferences(text)).toEqual(numbers);
  });

  it.each([
    ['a booked credit in sum for the whole amount of one invoice', CREDIT, INVOICE, 'record_payment'],
    ['the same, for another amount', { ...CREDIT, amountTiyin: 49_999 }, INVOICE, 'amount_differs'],
    ['a credit naming no invoice', { ...CREDIT, references: [] }, null, 'no_reference'],
    ['a credit naming two invoices', { ...CREDIT, references: ['INV-2026-000042', 'INV-2026-000043'] }, INVOICE, 'several_references'],
    ['a credit naming an invoice that is not the notary’s', CREDIT, null, 'unknown_invoice'],
    ['a credit in dollars', { ...CREDIT, currency: 'USD' }, INVOICE, 'foreign_currency'],
    ['a credit not yet booked', { ...CREDIT, booked: false }, INVOICE, 'not_booked'],
    ['a debit naming no invoice (a bank fee)', { ...CREDIT, direction: 'debit', references: [] }, null, 'ignore'],
    ['a debit returning a refund owed, same amount', { ...CREDIT, direction: 'debit' }, { ...INVOICE, openOfficeRefundTiyin: 50_000 }, 'record_refund'],
    ['a debit naming an invoice with no refund owed', { ...CREDIT, direction: 'debit' }, INVOICE, 'no_refund_owed'],
    [
      'a debit of another amount than the refund',
      { ...CREDIT, direction: 'debit', amountTiyin: 1 },
      { ...INVOICE, openOfficeRefundTiyin: 50_000 },
      'no_refund_owed',
    ],
    ['a pending debit', { ...CREDIT, direction: 'debit', booked: false }, INVOICE, 'ignore'],
  ] as const)('%s → %s', (_name, entry, invoice, outcome) => {
    expect(matchStatementEntry(entry, invoice)).toBe(outcome);
  });
});
