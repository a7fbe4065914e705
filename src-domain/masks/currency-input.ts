import { DECIMAL_SEPARATOR } from '../money/format-amount.ts';
import { groupThousands } from '../money/group-thousands.ts';

/**
 * 13 integer digits keep every amount a safe integer count of tiyin
 * (9 999 999 999 999.99 sum < Number.MAX_SAFE_INTEGER / 100).
 */
export const CURRENCY_MAX_INTEGER_DIGITS = 13;
const DECIMALS = 2;

/**
 * Formats a currency field while the user types (spec §5: 2 decimals, space-grouped), with the
 * locales' decimal comma: "1234567,891" → "1 234 567,89". A point is read as the comma too (a
 * Latin keyboard, the kiosk's on-screen one); extra decimals are cut, not rounded, so the field
 * never shows a value the user did not type; a trailing separator is kept so the decimals can be
 * typed next.
 */
export function formatCurrencyInput(raw: string): string {
  const cleaned = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const integerDigits = (point < 0 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '').slice(0, CURRENCY_MAX_INTEGER_DIGITS);
  const fraction =
    point < 0
      ? null
      : cleaned
          .slice(point + 1)
          .replace(/\D/g, '')
          .slice(0, DECIMALS);
  if (integerDigits === '' && fraction === null) return '';
  const integer = groupThousands(integerDigits === '' ? '0' : integerDigits);
  return fraction === null ? integer : `${integer}${DECIMAL_SEPARATOR}${fraction}`;
}

const CURRENCY_TEXT = new RegExp(`^(\\d{1,${CURRENCY_MAX_INTEGER_DIGITS}})(?:[.,](\\d{0,${DECIMALS}}))?$`);

/**
 * "1 234 567,89" (or with a point) → 123456789: the amount as an integer count of tiyin, computed from the
 * digits so no binary-float rounding creeps in ("0,29" is 29, not 28.999…). `null` when the
 * text is not an amount with at most 2 decimals.
 */
export function parseCurrency(text: string): number | null {
  const match = CURRENCY_TEXT.exec(text.replace(/[\s\u00A0\u202F]/g, ''));
  if (!match) return null;
  const [, integer = '0', fraction = ''] = match;
  return Number(integer) * 100 + Number(fraction.padEnd(DECIMALS, '0'));
}
