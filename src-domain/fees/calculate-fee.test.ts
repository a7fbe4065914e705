import { describe, expect, it } from 'vitest';
import { calculateFee, type FeeInput } from './calculate-fee.ts';
import type { FeeRate } from './fee-rate.ts';
import type { Relationship } from './relationship.ts';

/** 412 000 sum, the base calculation value the seed stores. */
const BCV = 41_200_000;
const SUM = 100;

const SALE: FeeRate = { percentOfBcv: 0, permilleOfValue: 10 };
const PROXY: FeeRate = { percentOfBcv: 50, permilleOfValue: null };
const LOAN: FeeRate = { percentOfBcv: 100, permilleOfValue: 5 };

function fee(rate: FeeRate, actTypeId: number | null, valueTiyin: number | null, relationship: Relationship = 'none') {
  const input: FeeInput = { rate, bcvTiyin: BCV, actTypeId, valueTiyin, relationship };
  return calculateFee(input);
}

describe('calculateFee: BCV × percent + value × permille, to the tiyin (spec §9)', () => {
  it.each([
    ['a proxy (101) is half the BCV', PROXY, 101, null, [['stateDuty', 20_600_000]], 20_600_000],
    ['a vehicle sale (1) is 1 % of the price', SALE, 1, 150_000_000 * SUM, [['valuePart', 150_000_000]], 150_000_000],
    [
      'a loan adds both parts',
      LOAN,
      null,
      10_000_000 * SUM,
      [
        ['stateDuty', 41_200_000],
        ['valuePart', 5_000_000],
      ],
      46_200_000,
    ],
    ['a value-based part rounds half up: 12 345.67 sum × 1 % = 123.4567 sum', SALE, 1, 1_234_567, [['valuePart', 12_346]], 12_346],
    ['half a tiyin rounds up', SALE, 1, 50, [['valuePart', 1]], 1],
    ['the largest amount the currency field takes stays exact', SALE, 1, 999_999_999_999_999, [['valuePart', 10_000_000_000_000]], 10_000_000_000_000],
    ['a rate with decimals: 12.5 % of the BCV', { percentOfBcv: 12.5, permilleOfValue: null }, null, null, [['stateDuty', 5_150_000]], 5_150_000],
    ['a free service still shows its (zero) duty', { percentOfBcv: 0, permilleOfValue: null }, null, null, [['stateDuty', 0]], 0],
  ] as const)('%s', (_name, rate, actTypeId, value, lines, total) => {
    const breakdown = fee(rate, actTypeId, value);
    expect(breakdown.lines.map((line) => [line.kind, line.tiyin])).toEqual(lines);
    expect(breakdown.totalTiyin).toBe(total);
    expect(breakdown.payablePercent).toBeNull();
  });

  it('counts a missing value as 0 and says so', () => {
    expect(fee(SALE, 1, null)).toEqual({ lines: [{ kind: 'valuePart', tiyin: 0 }], totalTiyin: 0, valueMissing: true, payablePercent: null });
    expect(fee(PROXY, 101, null).valueMissing).toBe(false);
    expect(fee(SALE, 1, 0).valueMissing).toBe(false);
  });
});

describe('calculateFee: close-relative discounts (spec §9)', () => {
  it.each([
    ['a sale (1) to a child: 5 % of the duty', SALE, 1, 150_000_000 * SUM, 'child', 5, 142_500_000, 7_500_000],
    ['a gift (4) to a spouse: 5 % of the duty', SALE, 4, 150_000_000 * SUM, 'spouse', 5, 142_500_000, 7_500_000],
    ['a gift (4) to a grandchild: 5 % of the duty', SALE, 4, 80_000_000 * SUM, 'grandchild', 5, 76_000_000, 4_000_000],
    ['a sale (1) to a sibling, rounded once after the discount', SALE, 1, 1_234_567, 'sibling', 5, 11_729, 617],
    ['a proxy (101) to a parent: 50 % of the duty', PROXY, 101, null, 'parent', 50, 10_300_000, 10_300_000],
    ['a proxy (101) to a nephew: 50 % ("including nephews")', PROXY, 101, null, 'nephew', 50, 10_300_000, 10_300_000],
  ] as const)('%s', (_name, rate, actTypeId, value, relationship, percent, discount, total) => {
    const breakdown = fee(rate, actTypeId, value, relationship);
    expect(breakdown.payablePercent).toBe(percent);
    expect(breakdown.lines.at(-1)).toEqual({ kind: 'relativeDiscount', tiyin: discount });
    expect(breakdown.totalTiyin).toBe(total);
  });

  it.each([
    ['a sale (1) to a nephew: transfers do not name nephews', SALE, 1, 150_000_000 * SUM, 'nephew', 150_000_000],
    ['a sale (1) to a stranger', SALE, 1, 150_000_000 * SUM, 'none', 150_000_000],
    ['a proxy (101) to a stranger', PROXY, 101, null, 'none', 20_600_000],
    ['a pledge (9) has no discount', { percentOfBcv: 100, permilleOfValue: null }, 9, null, 'spouse', 41_200_000],
    ['a real-estate proxy (105) has no discount', PROXY, 105, null, 'child', 20_600_000],
    ['a service without an act type has no discount', SALE, null, 150_000_000 * SUM, 'child', 150_000_000],
  ] as const)('full duty: %s', (_name, rate, actTypeId, value, relationship, total) => {
    const breakdown = fee(rate, actTypeId, value, relationship);
    expect(breakdown.payablePercent).toBeNull();
    expect(breakdown.lines.some((line) => line.kind === 'relativeDiscount')).toBe(false);
    expect(breakdown.totalTiyin).toBe(total);
  });
});
