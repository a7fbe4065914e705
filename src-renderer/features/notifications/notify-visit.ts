import { formatCalendarDate } from '../../../src-domain/time/format-date.ts';
import { parseDate, parseIsoDate, parseTime } from '../../../src-domain/time/parse-date.ts';

/** Visit date as DD.MM.YYYY (spec §9) whether the server sent ISO or display form. */
export function visitDate(text: string | null): string | undefined {
  if (!text) return undefined;
  const date = parseIsoDate(text.slice(0, 10)) ?? parseDate(text);
  return date ? formatCalendarDate(date) : text;
}

/** Visit time as HH:mm (Tashkent time, spec §9). */
export function visitTime(text: string | null): string | undefined {
  if (!text) return undefined;
  const time = parseTime(text);
  return time ? `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}` : text;
}
