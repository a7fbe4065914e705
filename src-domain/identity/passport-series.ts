import * as v from 'valibot';
import { PASSPORT_SERIES_LENGTH } from '../constants.ts';
import { hasCyrillic } from './has-cyrillic.ts';

/** Shown in the empty series field (spec §5). */
export const PASSPORT_SERIES_PLACEHOLDER = 'AA';

/**
 * Passport series: required, 2 Latin letters, upper-cased (spec §5, §9). The Cyrillic check
 * comes before the letters-only one so "АА" typed in the Cyrillic layout reports the layout
 * warning first; forms show the first issue.
 */
export const PassportSeriesSchema = v.pipe(
  v.string('error_required_passserial'),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('error_required_passserial'),
  v.check((text) => !hasCyrillic(text), 'error_passserial_latin_only'),
  v.regex(/^[A-Z]*$/, 'error_passserial_letters_only'),
  v.length(PASSPORT_SERIES_LENGTH, 'error_wrong_passserial_length'),
);
export type PassportSeries = v.InferOutput<typeof PassportSeriesSchema>;
