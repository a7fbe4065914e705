import * as v from 'valibot';
import { PHONE_LENGTH } from '../constants.ts';
import { normalizePhone } from './normalize-phone.ts';

/** Phone: required, 9 digits national number (spec §5); the output is the bare digits. */
export const PhoneSchema = v.pipe(
  v.string('error_required_phone'),
  v.transform(normalizePhone),
  v.nonEmpty('error_required_phone'),
  v.regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), 'error_wrong_phone_length'),
);
export type Phone = v.InferOutput<typeof PhoneSchema>;
