import * as v from 'valibot';
import { isMaskComplete } from './apply-mask.ts';
import { parseCardExpiry } from './card-expiry.ts';
import { parseCurrency } from './currency-input.ts';
import type { Mask } from './mask.ts';

/**
 * A required field typed through `mask` (spec §5): a pattern mask must be filled completely,
 * a free mask may hold only its allowed characters. Upper-casing masks upper-case the value.
 */
export function maskedTextSchema(mask: Mask) {
  return v.pipe(
    v.string('error_required'),
    v.trim(),
    v.transform((text) => (mask.uppercase ? text.toUpperCase() : text)),
    v.nonEmpty('error_required'),
    v.check((text) => isMaskComplete(mask, text), mask.kind === 'pattern' ? 'error_incomplete_value' : 'error_invalid_value'),
  );
}

/** A required MM/YY card expiry with a real month (spec §5). */
export const CardExpiryTextSchema = v.pipe(
  v.string('error_required'),
  v.trim(),
  v.nonEmpty('error_required'),
  v.check((text) => parseCardExpiry(text) !== null, 'error_invalid_card_expiry'),
);

/** A required amount typed in the currency field; the output is integer tiyin (spec §5). */
export const AmountTextSchema = v.pipe(
  v.string('error_required'),
  v.trim(),
  v.nonEmpty('error_required'),
  v.check((text) => parseCurrency(text) !== null, 'error_invalid_amount'),
  v.transform((text) => parseCurrency(text) ?? 0),
);
