import * as v from 'valibot';
import type { FreeMask } from '../masks/mask.ts';
import { isMaskComplete } from '../masks/apply-mask.ts';
import { parseDate } from '../time/parse-date.ts';

/**
 * The text fields the public searches share (spec §2 screens 11, 18). Each field is required:
 * a missing query parameter reads as an empty one, so the 400 says "required" rather than
 * valibot's English "invalid key", and the form and the server give the same message.
 */
function required<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.optional(schema, '');
}

/** A free mask as a required field: trimmed, upper-cased when the mask does, only its characters. */
export function freeMaskText(mask: FreeMask) {
  return required(
    v.pipe(
      v.string('error_invalid_value'),
      v.trim(),
      v.transform((text) => (mask.uppercase ? text.toUpperCase() : text)),
      v.nonEmpty('error_required'),
      v.maxLength(mask.maxLength, 'error_too_long'),
      v.check((text) => isMaskComplete(mask, text), 'error_invalid_value'),
    ),
  );
}

/**
 * A registry number as notaries write it: digits, Latin letters, `-` and `/` (the seed's are
 * ten digits, older registers use letters and slashes).
 */
export const REGISTRY_NUMBER_MASK: FreeMask = { kind: 'free', allowed: /^[A-Za-z0-9/-]$/, maxLength: 30, uppercase: true };

export const RegistryNumberTextSchema = freeMaskText(REGISTRY_NUMBER_MASK);

/** A required DD.MM.YYYY date (spec §5 date mask) as the forms and the query strings carry it. */
export const SearchDateTextSchema = required(
  v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.nonEmpty('error_required'),
    v.check((text) => parseDate(text) !== null, 'error_invalid_date'),
  ),
);

/** A person's full name as typed: letters of either script, spaces, apostrophes and hyphens. */
export const FullNameTextSchema = required(
  v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.nonEmpty('error_required'),
    v.minLength(3, 'error_too_short'),
    v.maxLength(150, 'error_too_long'),
    v.regex(/^[\p{L}\s'`ʻʼ‘’.-]+$/u, 'error_invalid_value'),
  ),
);
