import { type CalendarDate } from '../time/calendar-date.ts';
import { toIsoDate } from '../time/format-date.ts';
import { parseIsoDate } from '../time/parse-date.ts';
import { TASHKENT_OFFSET_MS, todayInTashkent } from '../time/tashkent.ts';
import { addCalendarDays } from './calendar-days.ts';
import { minuteOfDay } from './slots.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A valid "HH:mm" on the 24-hour clock. */
export function isTimeOfDay(text: string): boolean {
  return TIME.test(text);
}

/**
 * The instant an appointment starts: the Tashkent wall-clock `time` on `date` (spec §9 "Times
 * are in Tashkent time"), whatever zone the server or the kiosk runs in.
 */
export function appointmentStart(date: CalendarDate, time: string): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay(time) * 60_000 - TASHKENT_OFFSET_MS);
}

/** Midnight in Tashkent after the appointment's day. */
export function appointmentDayEnd(start: Date): Date {
  return appointmentStart(addCalendarDays(todayInTashkent(start), 1), '00:00');
}

/** The wire form of an appointment (`equeuetime`): "YYYY-MM-DDTHH:mm", Tashkent wall clock. */
export function equeueTimeText(date: CalendarDate, time: string): string {
  return `${toIsoDate(date)}T${time}`;
}

/** Reads `equeuetime`; `null` when it is not a real day and time. */
export function parseEqueueTime(text: string): { date: CalendarDate; time: string } | null {
  const [dateText = '', time = '', ...rest] = text.split('T');
  const date = parseIsoDate(dateText);
  return date && rest.length === 0 && isTimeOfDay(time) ? { date, time } : null;
}
