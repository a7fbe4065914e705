import { describe, expect, it } from 'vitest';
import { formatAmount, splitTiyin } from './format-amount.ts';
import { groupThousands } from './group-thousands.ts';

describe('groupThousands', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1 000'],
    ['1234567', '1 234 567'],
    ['999999999999', '999 999 999 999'],
  ])('%j → %j (spec §5 space-grouped)', (digits, grouped) => {
    expect(groupThousands(digits)).toBe(grouped);
  });
});

describe('formatAmount and splitTiyin', () => {
  it.each([
    [0, '0,00', { sum: 0, tiyin: 0 }],
    [5, '0,05', { sum: 0, tiyin: 5 }],
    [123_456_789, '1 234 567,89', { sum: 1_234_567, tiyin: 89 }],
    [100_000_000, '1 000 000,00', { sum: 1_000_000, tiyin: 0 }],
  ])('%i tiyin shows as %j', (tiyin, text, parts) => {
    expect(formatAmount(tiyin)).toBe(text);
    expect(splitTiyin(tiyin)).toEqual(parts);
  });

  it.each([-1, 0.5, Number.POSITIVE_INFINITY])('refuses %d tiyin', (tiyin) => {
    expect(() => formatAmount(tiyin)).toThrow(RangeError);
  });
});
