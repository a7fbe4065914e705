import { appointmentStart, parseEqueueTime } from '../../../src-domain/equeue/appointment-time.ts';
import { formatCalendarDate } from '../../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import { tashkentParts } from '../../../src-domain/time/tashkent.ts';

const pad = (value: number): string => String(value).padStart(2, '0');

/** "YYYY-MM-DD" of the wire as DD.MM.YYYY (spec §9); the text itself when it is not a date. */
export function displayDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? formatCalendarDate(date) : isoDate;
}

/** HH:mm of an instant, Tashkent time (spec §9). */
export function tashkentTime(instant: Date): string {
  const parts = tashkentParts(instant);
  return `${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** An `equeuetime` as "DD.MM.YYYY HH:mm" and its start instant; null for a malformed one. */
export function readEqueueTime(equeuetime: string): { text: string; start: Date } | null {
  const parsed = parseEqueueTime(equeuetime);
  if (!parsed) return null;
  return { text: `${formatCalendarDate(parsed.date)} ${parsed.time}`, start: appointmentStart(parsed.date, parsed.time) };
}
