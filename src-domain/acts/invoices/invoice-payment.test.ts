import { describe, expect, it } from 'vitest';
import { invoiceNumber } from './invoice-number.ts';
import { paymentRefusal, type PaymentFacts } from './invoice-payment.ts';

const open: PaymentFacts = { step: 7, state: 'draft', invoiceState: 'issued', isApplicant: true, isInvoicePayer: false };

describe('who may pay an invoice, and when (spec §4 step 7 "in advance or on site", §6)', () => {
  it.each([
    ['the applicant at step 7', open, null],
    ['the party billed, at step 7', { ...open, isApplicant: false, isInvoicePayer: true }, null],
    ['the applicant in advance, at step 5', { ...open, step: 5 }, null],
    ['the applicant in advance, at step 6', { ...open, step: 6 }, null],
    ['another party of the act', { ...open, isApplicant: false }, 'not_payer'],
    ['an invoice paid already', { ...open, invoiceState: 'paid' }, 'already_paid'],
    ['a cancelled invoice', { ...open, invoiceState: 'cancelled' }, 'cancelled'],
    ['a refunded invoice', { ...open, invoiceState: 'refunded' }, 'cancelled'],
    ['at step 8, payment marked made', { ...open, step: 8, state: 'awaiting_registration' }, 'not_payable_now'],
    ['before the invoices are issued (step 4)', { ...open, step: 4 }, 'not_payable_now'],
    ['a cancelled act', { ...open, state: 'cancelled' }, 'not_payable_now'],
    ['a lapsed act (no-show)', { ...open, state: 'inactive' }, 'not_payable_now'],
  ] as const)('%s → %s', (_name, facts, refusal) => {
    expect(paymentRefusal(facts)).toBe(refusal);
  });
});

describe('invoice numbers', () => {
  it.each([
    [2026, 42, 'INV-2026-000042'],
    [2027, 1, 'INV-2027-000001'],
    [2026, 1_234_567, 'INV-2026-1234567'],
  ])('%i / %i → %s', (year, id, number) => {
    expect(invoiceNumber(year, id)).toBe(number);
  });
});
