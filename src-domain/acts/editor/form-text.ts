import * as v from 'valibot';
import { parseCurrency } from '../../masks/currency-input.ts';
import { formatAmount } from '../../money/format-amount.ts';
import { parseDate } from '../../time/parse-date.ts';

/**
 * Text schemas of the editor's form fields (spec §5): a form holds what the user typed (masked
 * text, a select's string), these check it with the domain's message keys, and each form's
 * schema then turns it into the request body and validates that with the server's own body
 * schema (src-domain/http/routes/acts-bodies.ts). '' means "not filled" in an optional field.
 */
export const OPTIONAL_TEXT_MAX = 500;

export const OptionalTextField = v.pipe(v.string('error_invalid_value'), v.trim(), v.maxLength(OPTIONAL_TEXT_MAX, 'error_too_long'));

export const RequiredTextField = (max = OPTIONAL_TEXT_MAX) =>
  v.pipe(v.string('error_required'), v.trim(), v.nonEmpty('error_required'), v.maxLength(max, 'error_too_long'));

/** DD.MM.YYYY or empty (spec §5 date mask). */
export const OptionalDateField = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.check((text) => text === '' || parseDate(text) !== null, 'error_invalid_date'),
);

/** An amount typed in the currency field, or empty (spec §5 currency input). */
export const OptionalMoneyField = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.check((text) => text === '' || parseCurrency(text) !== null, 'error_invalid_amount'),
);

/** A required amount typed in the currency field. */
export const RequiredMoneyField = v.pipe(
  v.string('error_required'),
  v.trim(),
  v.nonEmpty('error_required'),
  v.check((text) => parseCurrency(text) !== null, 'error_invalid_amount'),
);

/** A whole count (pages, months), or empty. */
export const OptionalCountField = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.check((text) => text === '' || /^\d{1,6}$/.test(text), 'error_invalid_value'),
);

/** A yearly rate in percent, up to two decimals (22.5, 22,5), or empty (spec §3 credit "percent"). */
export const OptionalPercentField = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.check((text) => text === '' || (/^\d{1,3}([.,]\d{1,2})?$/.test(text) && Number(text.replace(',', '.')) <= 100), 'error_invalid_value'),
);

/** '' → null, else the amount in tiyin (the check above ran first). */
export function moneyOrNull(text: string): number | null {
  return text.trim() === '' ? null : parseCurrency(text);
}

/** '' → null, else the trimmed text. */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A stored amount in tiyin as the currency field shows it; '' when there is none. */
export const storedAmountText = (value: unknown): string => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? formatAmount(value) : '');

/** A stored text (or count) as a text field shows it; '' when there is none. */
export const storedText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
