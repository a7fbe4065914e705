import { parseDate } from '../../../src-domain/time/parse-date.ts';
import { todayInTashkent } from '../../../src-domain/time/tashkent.ts';
import { toIsoDate } from '../../../src-domain/time/format-date.ts';
import { ApiError } from '../../http/api-error.ts';

/** A DD.MM.YYYY the query schema accepted, as the ISO date the tables hold. */
export function isoOfValidatedDate(text: string): string {
  const date = parseDate(text);
  if (!date) throw new ApiError('validation_failed');
  return toIsoDate(date);
}

export function tashkentToday(now: Date): string {
  return toIsoDate(todayInTashkent(now));
}
