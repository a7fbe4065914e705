import { describe, expect, it } from 'vitest';
import { isCardExpired, parseCardExpiry } from './card-expiry.ts';

describe('parseCardExpiry', () => {
  it.each([
    ['01/27', { month: 1, year: 2027 }],
    ['12/30', { month: 12, year: 2030 }],
    ['00/27', null],
    ['13/27', null],
    ['1/27', null],
    ['0127', null],
    ['', null],
  ])('reads MM/YY %j as %j, the month 01–12 (spec §5)', (text, expected) => {
    expect(parseCardExpiry(text)).toEqual(expected);
  });
});

describe('isCardExpired', () => {
  it.each([
    [{ month: 11, year: 2026 }, { month: 11, year: 2026 }, false],
    [{ month: 10, year: 2026 }, { month: 11, year: 2026 }, true],
    [{ month: 1, year: 2027 }, { month: 12, year: 2026 }, false],
    [{ month: 12, year: 2025 }, { month: 1, year: 2026 }, true],
  ])('a card valid through %j is expired in %j: %s', (expiry, today, expired) => {
    expect(isCardExpired(expiry, today)).toBe(expired);
  });
});
