import type { ActTypeId } from '../act-types.ts';
import { calculateFee, type FeeBreakdown } from '../../fees/calculate-fee.ts';
import type { FeeRate } from '../../fees/fee-rate.ts';
import { actValueTiyin, type ValuedSubject } from './act-value.ts';
import { dutyRelationship } from './duty-relationship.ts';
import { type InvoiceParty, invoicePayer } from './invoice-parties.ts';
import type { InvoicePurpose } from './invoice-purposes.ts';
import { SERVICE_FEE_RATE } from './service-fee.ts';

export interface ActInvoiceFacts {
  readonly actTypeId: ActTypeId;
  /** Spec §3 "free-of-charge flag and reason": nothing is billed, neither duty nor service fee. */
  readonly freeOfCharge: boolean;
  /** The state duty rate of the act type's catalogue service; null when the catalogue has none. */
  readonly dutyRate: FeeRate | null;
  /** The base calculation value in force, in tiyin. */
  readonly bcvTiyin: number;
  readonly sumTiyin: number | null;
  readonly subjects: readonly ValuedSubject[];
  readonly parties: readonly InvoiceParty[];
}

/** One invoice the notary issues at step 4 (before it has a number). */
export interface PlannedInvoice {
  readonly purpose: InvoicePurpose;
  readonly amountTiyin: number;
  /**
   * The share of the rate taken off for a close relative (spec §9): 95 when 5 % of the duty is
   * payable (vehicle sale or gift), 50 for a vehicle proxy; null without a discount.
   */
  readonly discountPercent: number | null;
  readonly payerPartyId: number | null;
  readonly payerName: string;
  /** How the duty was reached (state duty only): the lines of the catalogue fee rule. */
  readonly breakdown: FeeBreakdown | null;
}

/**
 * The invoices an act gets at step 4 (spec §4 "the notary issues invoices", §9): the state duty
 * by the catalogue fee rule with the close-relative discount of the party relationship, then the
 * notary's service fee; both billed to the payer (the party flagged as payer, else the
 * applicant). A zero duty (zero rate) is no invoice: nothing to pay. A free-of-charge act gets
 * no invoice at all (docs/decisions/0032-payments-refunds-free-of-charge.md).
 */
export function planActInvoices(facts: ActInvoiceFacts): PlannedInvoice[] {
  if (facts.freeOfCharge) return [];
  const payer = invoicePayer(facts.parties);
  const billed = { payerPartyId: payer?.id ?? null, payerName: payer?.fullName ?? '' };
  const invoices: PlannedInvoice[] = [];
  if (facts.dutyRate !== null) {
    const breakdown = calculateFee({
      rate: facts.dutyRate,
      bcvTiyin: facts.bcvTiyin,
      actTypeId: facts.actTypeId,
      valueTiyin: actValueTiyin(facts.subjects, facts.sumTiyin),
      relationship: dutyRelationship(facts.actTypeId, facts.parties),
    });
    if (breakdown.totalTiyin > 0) {
      const discountPercent = breakdown.payablePercent === null ? null : 100 - breakdown.payablePercent;
      invoices.push({ purpose: 'state_duty', amountTiyin: breakdown.totalTiyin, discountPercent, ...billed, breakdown });
    }
  }
  const service = calculateFee({ rate: SERVICE_FEE_RATE, bcvTiyin: facts.bcvTiyin, actTypeId: null, valueTiyin: null, relationship: 'none' });
  invoices.push({ purpose: 'service', amountTiyin: service.totalTiyin, discountPercent: null, ...billed, breakdown: null });
  return invoices;
}
