import type { CalendarDate } from '../time/calendar-date.ts';

const DAY_MS = 86_400_000;

/** The calendar day `days` after `date` (negative: before); months and years roll over. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday (the numbering of the notary timetable). */
export function isoWeekday(date: CalendarDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}
