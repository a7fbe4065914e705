import { describe, expect, it } from 'vitest';
import { formatAmount } from '../money/format-amount.ts';
import { formatCurrencyInput, parseCurrency } from './currency-input.ts';

describe('formatCurrencyInput', () => {
  it.each([
    ['1234567.891', '1 234 567,89'],
    ['1234567,891', '1 234 567,89'],
    ['1234567', '1 234 567'],
    ['1 234 567,5', '1 234 567,5'],
    ['1 234 567.5', '1 234 567,5'],
    ['1000', '1 000'],
    ['999', '999'],
    ['12.', '12,'],
    ['12,', '12,'],
    ['.5', '0,5'],
    [',', '0,'],
    ['0', '0'],
    ['000123', '123'],
    ['0.05', '0,05'],
    ['abc', ''],
    ['', ''],
    ['1.2.3', '1,23'],
    ['1,2.3', '1,23'],
    ['-500', '500'],
    ['12345678901234567', '1 234 567 890 123'],
  ])("formats %j as %j: 2 decimals, space-grouped (spec §5), the locales' decimal comma, a point read as it", (raw, formatted) => {
    expect(formatCurrencyInput(raw)).toBe(formatted);
  });
});

describe('parseCurrency', () => {
  it.each([
    ['1 234 567.89', 123_456_789],
    ['1234567,89', 123_456_789],
    ['0.29', 29],
    ['0.1', 10],
    ['12.', 1200],
    ['1\u00A0000', 100_000],
    ['0', 0],
    ['9 999 999 999 999.99', 999_999_999_999_999],
    ['', null],
    ['1.234', null],
    ['-5', null],
    ['1e3', null],
    ['abc', null],
  ])('reads %j as %j tiyin without float error (spec §5)', (text, tiyin) => {
    expect(parseCurrency(text)).toBe(tiyin);
  });

  it.each([
    ['1234567.891', '1 234 567,89'],
    ['0,29', '0,29'],
    ['1000000', '1 000 000,00'],
    ['5.5', '5,50'],
  ])('reads back the typed %j and shows it as the amount %j', (raw, amount) => {
    expect(formatAmount(parseCurrency(formatCurrencyInput(raw)) ?? -1)).toBe(amount);
  });
});
