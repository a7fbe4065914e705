import type { Locale } from './locale.ts';
import { splitTiyin } from '../money/format-amount.ts';
import { groupThousands } from '../money/group-thousands.ts';

/** The BCP 47 tags of our locale codes, for `<html lang>`: `oz` is Latin Uzbek, `uz` Cyrillic Uzbek. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };

/**
 * Whose number symbols each locale writes with. CLDR gives Uzbek in both scripts the same ones
 * (decimal comma, no-break space between thousands, digits 0–9), but Chromium's ICU data — the
 * browsers and the kiosk's Electron — holds them only under `uz-Cyrl`: `uz-Latn` and `uz`
 * resolve there to the root symbols ("1,500,000.00"). So Latin Uzbek takes them from `uz-Cyrl`;
 * numbers have no words, so the script does not show.
 */
export const NUMBER_LOCALE: Readonly<Record<Locale, string>> = { oz: 'uz-Cyrl', uz: 'uz-Cyrl', ru: 'ru' };

/**
 * The symbols CLDR gives `NUMBER_LOCALE` (decimal comma, no-break space between thousands; the
 * test holds them equal to `Intl`'s). Written out instead of asking `Intl` because the first
 * `Intl.NumberFormat` of a page loads the locale's ICU data: on a mid-range phone that was the
 * longest piece of the public pages' first render (their ratings and fees), input held meanwhile.
 */
const NUMBER_SYMBOLS: Readonly<Record<Locale, { decimal: string; group: string }>> = {
  oz: { decimal: ',', group: '\u00A0' },
  uz: { decimal: ',', group: '\u00A0' },
  ru: { decimal: ',', group: '\u00A0' },
};

/**
 * `value` with at least `min` and at most `max` decimals, rounded half away from zero on its
 * shortest decimal form — what `Intl.NumberFormat` does (ECMA-402 "halfExpand"), so 3.65 → 3.7
 * although the double is a hair below 3.65. Null for what that form writes with an exponent
 * (below 1e-6, from 1e21), NaN and infinities: `Intl` formats those.
 */
function fixedDigits(value: number, min: number, max: number): { negative: boolean; whole: string; fraction: string } | null {
  const shortest = Math.abs(value).toString();
  if (!/^\d+(\.\d+)?$/.test(shortest)) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, max).padEnd(max, '0');
  if ((fraction[max] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const wholeLength = digits.length - max;
  return {
    negative: value < 0 || Object.is(value, -0),
    whole: digits.slice(0, wholeLength).replace(/^0+(?=\d)/, ''),
    fraction: digits.slice(wholeLength).replace(/0+$/, '').padEnd(min, '0'),
  };
}

function formatFixed(value: number, locale: Locale, min: number, max: number): string {
  const parts = fixedDigits(value, min, max);
  if (!parts) return new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
  const { decimal, group } = NUMBER_SYMBOLS[locale];
  return `${parts.negative ? '-' : ''}${groupThousands(parts.whole, group)}${parts.fraction === '' ? '' : decimal + parts.fraction}`;
}

/**
 * A number shown to a reader of `locale`, with that locale's decimal and group separators
 * (Uzbek and Russian both write "3,7" and group thousands with a no-break space), at most
 * `maximumFractionDigits` decimals. Ratings, percentages, speeds: every shown fraction goes
 * through here or `formatMoney`, so a page never mixes "0.00" with "3,7".
 */
export function formatDecimal(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return formatFixed(value, locale, 0, maximumFractionDigits);
}

/**
 * An amount held as an integer count of tiyin, shown with its 2 decimals in the reader's locale:
 * 123456789 → "1 234 567,89" (no-break spaces). Integer arithmetic only, so no binary fraction
 * can round a tiyin away. Input fields keep the typed form of spec §5 instead
 * (masks/currency-input.ts), which reads either separator back.
 */
export function formatMoney(tiyin: number, locale: Locale): string {
  const parts = splitTiyin(tiyin);
  const { decimal, group } = NUMBER_SYMBOLS[locale];
  return `${groupThousands(String(parts.sum), group)}${decimal}${String(parts.tiyin).padStart(2, '0')}`;
}
