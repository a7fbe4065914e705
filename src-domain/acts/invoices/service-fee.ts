import type { FeeRate } from '../../fees/fee-rate.ts';

/**
 * The notary's own fee for the legal and technical work on an online act, charged besides the
 * state duty. The spec is silent on it (§3 Payment lists invoices, §9 only the duty); our
 * reading (docs/decisions/0004-invitations-payments-print-forms.md): a flat share of the base
 * calculation value per act, the same for every act type, never discounted (the §9 discounts
 * are of the state duty). A free-of-charge act owes it no more than the duty
 * (docs/decisions/0032-payments-refunds-free-of-charge.md).
 */
export const SERVICE_FEE_RATE: FeeRate = { percentOfBcv: 10, permilleOfValue: null };
