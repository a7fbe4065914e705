import type { ActState } from '../act-states.ts';
import type { ActStep } from '../steps.ts';
import type { InvoiceState } from './invoice-purposes.ts';

/**
 * Invoices exist from step 5 (issued at 4 → 5) and are paid "in advance or on site" (spec §4
 * step 7): online at steps 5–7, while the act is open; at step 7 the applicant marks the
 * payment made (`mark_paid`), which needs every invoice paid.
 */
export const PAYABLE_STEPS: readonly ActStep[] = [5, 6, 7];
const OPEN_STATES: readonly ActState[] = ['draft'];

export type PaymentRefusal = 'not_payer' | 'not_payable_now' | 'already_paid' | 'cancelled';

export interface PaymentFacts {
  readonly step: ActStep;
  readonly state: ActState;
  readonly invoiceState: InvoiceState;
  /** The signed-in user is the act's applicant. */
  readonly isApplicant: boolean;
  /** The signed-in user is the party the invoice is billed to. */
  readonly isInvoicePayer: boolean;
}

/**
 * Why this user may not pay this invoice now, or null. The applicant, who answers for the act's
 * payment (spec §4 step 7, §6 "creates … pays"), and the party billed may pay; nobody else
 * (docs/decisions/0004-invitations-payments-print-forms.md).
 */
export function paymentRefusal(facts: PaymentFacts): PaymentRefusal | null {
  if (!facts.isApplicant && !facts.isInvoicePayer) return 'not_payer';
  if (facts.invoiceState === 'paid') return 'already_paid';
  if (facts.invoiceState === 'cancelled' || facts.invoiceState === 'refunded') return 'cancelled';
  if (!PAYABLE_STEPS.includes(facts.step) || !OPEN_STATES.includes(facts.state)) return 'not_payable_now';
  return null;
}
