import * as v from 'valibot';
import { PIN_LENGTH } from '../constants.ts';

/** Personal id number (pin): required, exactly 14 digits (spec §5 login form, §9). */
export const PinSchema = v.pipe(
  v.string('error_required_pin'),
  v.trim(),
  v.nonEmpty('error_required_pin'),
  v.digits('error_pin_digits_only'),
  v.length(PIN_LENGTH, 'error_wrong_pin_length'),
);
export type Pin = v.InferOutput<typeof PinSchema>;
