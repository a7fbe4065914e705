import { isValidCalendarDate, type CalendarDate } from './calendar-date.ts';

const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** Reads DD.MM.YYYY (spec §5, §9); `null` for a day the calendar lacks (31.02, 29.02.2023). */
export function parseDate(text: string): CalendarDate | null {
  const match = DISPLAY_DATE.exec(text.trim());
  return match ? calendarDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** Reads YYYY-MM-DD, the storage and wire form, with the same calendar check. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text.trim());
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Reads HH:mm or HH:mm:ss on a 24-hour clock; `null` when out of range. */
export function parseTime(text: string): TimeOfDay | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? '0');
  return hour <= 23 && minute <= 59 && second <= 59 ? { hour, minute, second } : null;
}

/** Reads "DD.MM.YYYY HH:mm:ss", the date-time mask of spec §5. */
export function parseDateTime(text: string): (CalendarDate & TimeOfDay) | null {
  const [datePart = '', timePart = '', ...rest] = text.trim().split(' ');
  if (rest.length > 0 || !/^\d{2}:\d{2}:\d{2}$/.test(timePart)) return null;
  const date = parseDate(datePart);
  const time = parseTime(timePart);
  return date && time ? { ...date, ...time } : null;
}
