import { exactShare, hundredths } from './exact-share.ts';
import type { FeeRate } from './fee-rate.ts';
import { payablePercentFor } from './relative-discount.ts';
import type { Relationship } from './relationship.ts';

export interface FeeInput {
  rate: FeeRate;
  /** The base calculation value in force, in tiyin (settings of the server). */
  bcvTiyin: number;
  /** The act type of the service (spec §4), which decides the close-relative discount. */
  actTypeId: number | null;
  /** The object's value (price, valuation) in tiyin; null while the user has not entered one. */
  valueTiyin: number | null;
  relationship: Relationship;
}

export const FEE_LINE_KINDS = ['stateDuty', 'valuePart', 'relativeDiscount'] as const;
export type FeeLineKind = (typeof FEE_LINE_KINDS)[number];

/** One line of the breakdown; a discount's `tiyin` is the amount taken off (never negative). */
export interface FeeLine {
  kind: FeeLineKind;
  tiyin: number;
}

export interface FeeBreakdown {
  lines: FeeLine[];
  totalTiyin: number;
  /** The service has a value-based part and no value was given: that part counts as 0. */
  valueMissing: boolean;
  /** The share still payable after the close-relative discount (5, 50), or null without one. */
  payablePercent: number | null;
}

/**
 * The fee of a catalogue service (spec §9): BCV × percent (state duty) plus value × permille
 * (the value-based part), each rounded half up to the tiyin; for a close relative of an act
 * type with a discount, only `payablePercent` of that sum is due, rounded once more. Server and
 * UI both call this, so the calculator page and `GET /api/catalogue/:id/fee` never disagree.
 */
export function calculateFee(input: FeeInput): FeeBreakdown {
  const { rate } = input;
  const lines: FeeLine[] = [];
  if (rate.percentOfBcv > 0 || rate.permilleOfValue === null) {
    lines.push({ kind: 'stateDuty', tiyin: exactShare(input.bcvTiyin, hundredths(rate.percentOfBcv), 100 * 100) });
  }
  if (rate.permilleOfValue !== null) {
    lines.push({ kind: 'valuePart', tiyin: exactShare(input.valueTiyin ?? 0, hundredths(rate.permilleOfValue), 1000 * 100) });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.tiyin, 0);
  const payablePercent = payablePercentFor(input.actTypeId, input.relationship) ?? null;
  let totalTiyin = subtotal;
  if (payablePercent !== null) {
    totalTiyin = exactShare(subtotal, hundredths(payablePercent), 100 * 100);
    lines.push({ kind: 'relativeDiscount', tiyin: subtotal - totalTiyin });
  }
  return { lines, totalTiyin, valueMissing: rate.permilleOfValue !== null && input.valueTiyin === null, payablePercent };
}
