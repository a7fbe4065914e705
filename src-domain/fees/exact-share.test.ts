import { describe, expect, it } from 'vitest';
import { exactShare, hundredths } from './exact-share.ts';

describe('exactShare', () => {
  it.each([
    [100, 1, 2, 50],
    [1, 1, 2, 1],
    [3, 1, 2, 2],
    [1, 1, 3, 0],
    [2, 1, 3, 1],
    [999_999_999_999_999, 1_000, 100_000, 10_000_000_000_000],
    [0, 5, 7, 0],
  ])('%i × %i ÷ %i rounds half up to %i', (amount, numerator, denominator, expected) => {
    expect(exactShare(amount, numerator, denominator)).toBe(expected);
  });

  it.each([
    [-1, 1, 1],
    [1.5, 1, 1],
    [1, -1, 1],
    [1, 1, 0],
    [Number.MAX_SAFE_INTEGER, 3, 1],
  ])('refuses %s × %s ÷ %s', (amount, numerator, denominator) => {
    expect(() => exactShare(amount, numerator, denominator)).toThrow(RangeError);
  });

  it('reads rates to two decimals', () => {
    expect(hundredths(12.5)).toBe(1250);
    expect(hundredths(0.29)).toBe(29);
    expect(() => hundredths(-1)).toThrow(RangeError);
  });
});
