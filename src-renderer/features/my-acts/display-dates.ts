import { formatCalendarDate, formatDate } from '../../../src-domain/time/format-date.ts';
import { parseIsoDate, parseTime } from '../../../src-domain/time/parse-date.ts';

/** An ISO date of the wire as DD.MM.YYYY (spec §9); text it cannot read is shown as it came. */
export function showIsoDate(text: string | null): string | undefined {
  if (!text) return undefined;
  const date = parseIsoDate(text.slice(0, 10));
  return date ? formatCalendarDate(date) : text;
}

/** An ISO instant as its Tashkent date (spec §9). */
export function showInstantDate(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : formatDate(date);
}

/** HH:mm of a Tashkent time. */
export function showTime(text: string | null): string | undefined {
  if (!text) return undefined;
  const time = parseTime(text);
  return time ? `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}` : text;
}
