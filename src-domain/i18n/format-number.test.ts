import { describe, expect, it } from 'vitest';
import { DECIMAL_SEPARATOR } from '../money/format-amount.ts';
import { formatDecimal, formatMoney, INTL_LOCALE, NUMBER_LOCALE } from './format-number.ts';
import { LOCALES, type Locale } from './locale.ts';

/** Plain spaces for the no-break ones, so the tables read as the page looks. */
const seen = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatMoney: amounts shown in the reader’s locale (spec §9: oz, uz, ru), 2 decimals', () => {
  it.each<[Locale, number, string]>([
    ['oz', 0, '0,00'],
    ['oz', 5, '0,05'],
    ['oz', 123_456_789, '1 234 567,89'],
    ['uz', 150_000_000, '1 500 000,00'],
    ['uz', 20_600_00, '20 600,00'],
    ['ru', 0, '0,00'],
    ['ru', 100_000_000, '1 000 000,00'],
    ['ru', 999_999_999_999_999, '9 999 999 999 999,99'],
  ])('%s: %i tiyin → %j', (locale, tiyin, text) => {
    expect(seen(formatMoney(tiyin, locale))).toBe(text);
  });

  it.each(LOCALES)('%s: groups with no-break spaces, so an amount is never split across lines', (locale) => {
    expect(formatMoney(123_456_789, locale)).toMatch(/^1[\u00A0\u202F]234[\u00A0\u202F]567,89$/);
  });

  it.each([-1, 0.5, Number.NaN])('refuses %d tiyin', (tiyin) => {
    expect(() => formatMoney(tiyin, 'ru')).toThrow(RangeError);
  });
});

describe('formatDecimal: ratings and other fractions with the same separator as the amounts', () => {
  it.each<[Locale, number, number, string]>([
    ['oz', 3.66, 1, '3,7'],
    ['oz', 4, 1, '4'],
    ['uz', 4.57, 1, '4,6'],
    ['ru', 3.7, 1, '3,7'],
    ['ru', 12.345, 2, '12,35'],
    ['ru', 1234.5, 1, '1 234,5'],
  ])('%s: %d (at most %i decimals) → %j', (locale, value, decimals, text) => {
    expect(seen(formatDecimal(value, locale, decimals))).toBe(text);
  });

  it.each(LOCALES)('%s: writes what Intl.NumberFormat writes for the locale’s number data, rounding included', (locale) => {
    const values = [
      0,
      -0,
      0.05,
      0.04,
      1,
      3.65,
      3.75,
      -3.65,
      9.95,
      99.95,
      999.95,
      1234.5,
      12.345,
      1.005,
      0.000001,
      1e-7,
      123456789.123,
      2 ** 53,
      1e20,
      1e21,
      -1234567.891,
    ];
    for (let i = 0; i < 200; i += 1) values.push(Math.round(Math.sin(i) * 10 ** (i % 9) * 1000) / 1000);
    for (const max of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 0, maximumFractionDigits: max });
      for (const value of values) expect(formatDecimal(value, locale, max), `${value} at ${max}`).toBe(intl.format(value));
    }
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatDecimal(value, locale)).toBe(new Intl.NumberFormat(NUMBER_LOCALE[locale]).format(value));
    const money = new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const tiyin of [0, 7, 100, 123_456_789, 999_999_999_999_999]) expect(formatMoney(tiyin, locale)).toBe(money.format(tiyin / 100));
  });

  it.each(LOCALES)('%s: money and ratings share one decimal separator, the one typed in amount fields', (locale) => {
    const separator = (text: string) => text.replace(/[\d\s\u00A0\u202F]/g, '');
    expect(separator(formatMoney(370, locale))).toBe(separator(formatDecimal(3.7, locale)));
    // The currency and percent fields write this one in every locale (money/format-amount.ts).
    expect(separator(formatDecimal(3.7, locale))).toBe(DECIMAL_SEPARATOR);
  });
});

it('maps the portal’s locale codes to BCP 47 tags (oz Latin, uz Cyrillic Uzbek), and Uzbek numbers to the data Chromium holds', () => {
  expect(INTL_LOCALE).toEqual({ oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' });
  expect(NUMBER_LOCALE).toEqual({ oz: 'uz-Cyrl', uz: 'uz-Cyrl', ru: 'ru' });
});

it('the Latin Uzbek symbols of CLDR are the ones written for oz (where the runtime has them, as Node has)', () => {
  const latin = new Intl.NumberFormat('uz-Latn', { minimumFractionDigits: 2 });
  expect(formatMoney(150_000_000, 'oz')).toBe(latin.format(1_500_000));
});
