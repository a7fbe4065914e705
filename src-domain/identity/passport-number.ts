import * as v from 'valibot';
import { PASSPORT_NUMBER_LENGTH } from '../constants.ts';

/** Shown in the empty number field (spec §5). */
export const PASSPORT_NUMBER_PLACEHOLDER = '0000000';

/** Passport number: required, exactly 7 digits (spec §5, §9). */
export const PassportNumberSchema = v.pipe(
  v.string('error_required_passnum'),
  v.trim(),
  v.nonEmpty('error_required_passnum'),
  v.digits('error_passnum_digits_only'),
  v.length(PASSPORT_NUMBER_LENGTH, 'error_wrong_passnum_length'),
);
export type PassportNumber = v.InferOutput<typeof PassportNumberSchema>;
