import type { CalendarDate } from './calendar-date.ts';
import { tashkentParts } from './tashkent.ts';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** DD.MM.YYYY, the display form of dates (spec §9). */
export function formatCalendarDate(date: CalendarDate): string {
  return `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}`;
}

/** YYYY-MM-DD, the storage and wire form of a calendar date. */
export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The Tashkent date of the instant `date`, as DD.MM.YYYY. */
export function formatDate(date: Date): string {
  return formatCalendarDate(tashkentParts(date));
}

/** The Tashkent date and time of the instant `date`, as DD.MM.YYYY HH:mm. */
export function formatDateTime(date: Date): string {
  const parts = tashkentParts(date);
  return `${formatCalendarDate(parts)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}
