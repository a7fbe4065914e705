import * as v from 'valibot';
import { parseIncompleteDate } from './incomplete-date.ts';
import { parseDate, parseDateTime } from './parse-date.ts';

/** A required DD.MM.YYYY date that exists in the calendar (spec §5, §9). */
export const DateTextSchema = v.pipe(
  v.string('error_required'),
  v.trim(),
  v.nonEmpty('error_required'),
  v.check((text) => parseDate(text) !== null, 'error_invalid_date'),
);

/** A required DD.MM.YYYY HH:mm:ss date-time (spec §5 date-time mask). */
export const DateTimeTextSchema = v.pipe(
  v.string('error_required'),
  v.trim(),
  v.nonEmpty('error_required'),
  v.check((text) => parseDateTime(text) !== null, 'error_invalid_datetime'),
);

/** A required incomplete date, XX for an unknown day or month (spec §5). */
export const IncompleteDateTextSchema = v.pipe(
  v.string('error_required'),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('error_required'),
  v.check((text) => parseIncompleteDate(text) !== null, 'error_invalid_incomplete_date'),
);
