import * as v from 'valibot';
import { INN_LENGTH } from '../constants.ts';

/** Taxpayer id (inn): required, exactly 9 digits (spec §5 masks, §9). */
export const InnSchema = v.pipe(
  v.string('error_required_inn'),
  v.trim(),
  v.nonEmpty('error_required_inn'),
  v.regex(new RegExp(`^\\d{${INN_LENGTH}}$`), 'error_wrong_inn_length'),
);
export type Inn = v.InferOutput<typeof InnSchema>;
