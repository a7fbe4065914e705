import type { Locale } from './locale.ts';
import { splitTiyin } from '../money/format-amount.ts';

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

const formats = new Map<string, Intl.NumberFormat>();

/** One `Intl.NumberFormat` per locale and shape, made once: building one is far dearer than using it. */
function numberFormat(locale: Locale, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits, maximumFractionDigits, useGrouping: true });
    formats.set(key, format);
  }
  return format;
}

/**
 * A number shown to a reader of `locale`, with that locale's decimal and group separators
 * (Uzbek and Russian both write "3,7" and group thousands with a no-break space), at most
 * `maximumFractionDigits` decimals. Ratings, percentages, speeds: every shown fraction goes
 * through here or `formatMoney`, so a page never mixes "0.00" with "3,7".
 */
export function formatDecimal(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return numberFormat(locale, 0, maximumFractionDigits).format(value);
}

/**
 * An amount held as an integer count of tiyin, shown with its 2 decimals in the reader's locale:
 * 123456789 → "1 234 567,89" (no-break spaces). The sum is grouped by `Intl` and the tiyin are
 * appended as digits, so no binary fraction can round a tiyin away. Input fields keep the typed
 * form of spec §5 instead (masks/currency-input.ts), which reads either separator back.
 */
export function formatMoney(tiyin: number, locale: Locale): string {
  const parts = splitTiyin(tiyin);
  const format = numberFormat(locale, 2, 2);
  const decimal = format.formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? ',';
  return `${numberFormat(locale, 0, 0).format(parts.sum)}${decimal}${String(parts.tiyin).padStart(2, '0')}`;
}
