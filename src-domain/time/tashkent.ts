import type { CalendarDate } from './calendar-date.ts';

/**
 * Asia/Tashkent is UTC+5 with no daylight saving since 1992, so a fixed offset is exact for
 * every date the portal handles and needs no time-zone database: the host's TZ (a kiosk set
 * to UTC, a server in Europe) never shifts a date (spec §9 "Times are in Tashkent time").
 */
export const TASHKENT_OFFSET_MINUTES = 5 * 60;
export const TASHKENT_OFFSET_MS = TASHKENT_OFFSET_MINUTES * 60_000;

export interface TashkentParts extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The wall-clock reading in Tashkent at the instant `date`. */
export function tashkentParts(date: Date): TashkentParts {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  const shifted = new Date(time + TASHKENT_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

export function todayInTashkent(now: Date = new Date()): CalendarDate {
  const { year, month, day } = tashkentParts(now);
  return { year, month, day };
}

export function currentYearInTashkent(now: Date = new Date()): number {
  return tashkentParts(now).year;
}
