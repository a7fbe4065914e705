import { parseDate, parseTime } from './parse-date.ts';
import { TASHKENT_OFFSET_MS } from './tashkent.ts';

/**
 * The instant of a Tashkent wall-clock date and time, e.g. an act's visit date "DD.MM.YYYY"
 * and visit time "HH:mm" (spec §3, §9: times are in Tashkent time). `null` when either part
 * is not a real date or time.
 */
export function tashkentDateTimeToUtc(dateText: string, timeText: string): Date | null {
  const date = parseDate(dateText);
  const time = parseTime(timeText);
  if (!date || !time) return null;
  const wallClockAsUtc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second);
  return new Date(wallClockAsUtc - TASHKENT_OFFSET_MS);
}
