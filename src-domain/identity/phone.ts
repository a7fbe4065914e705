import * as v from 'valibot';
import { PHONE_LENGTH } from '../constants.ts';

const COUNTRY_CODE = '998';

/**
 * The 9-digit national number (e.g. 901234567) from what a user typed or pasted: the mask
 * literals of "(99) 999 99 99" and a leading +998 country code are dropped (spec §5).
 */
export function normalizePhone(text: string): string {
  const digits = text.replace(/[\s()+-]/g, '');
  return digits.length === PHONE_LENGTH + COUNTRY_CODE.length && digits.startsWith(COUNTRY_CODE) ? digits.slice(COUNTRY_CODE.length) : digits;
}

/** Phone: required, 9 digits national number (spec §5); the output is the bare digits. */
export const PhoneSchema = v.pipe(
  v.string('error_required_phone'),
  v.transform(normalizePhone),
  v.nonEmpty('error_required_phone'),
  v.regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), 'error_wrong_phone_length'),
);
export type Phone = v.InferOutput<typeof PhoneSchema>;
