import type { TimetableDay } from '../http/routes/notary-details.ts';
import { compareCalendarDates, type CalendarDate } from '../time/calendar-date.ts';
import { todayInTashkent } from '../time/tashkent.ts';
import { appointmentStart } from './appointment-time.ts';
import { addCalendarDays, isoWeekday } from './calendar-days.ts';
import { daySlots } from './slots.ts';

/** Bookings open for today and the 13 days after it (docs/decisions/0008-equeue-booking-rules.md: "next 14 days"). */
export const BOOKING_HORIZON_DAYS = 14;

export interface BookingDay {
  date: CalendarDate;
  /** The notary's hours that day (the timetable's entry for its weekday). */
  hours: TimetableDay;
}

/** The notary's working days among the next 14 calendar days in Tashkent, today first. */
export function bookingDays(timetable: readonly TimetableDay[], now: Date, horizonDays: number = BOOKING_HORIZON_DAYS): BookingDay[] {
  const today = todayInTashkent(now);
  const days: BookingDay[] = [];
  for (let offset = 0; offset < horizonDays; offset += 1) {
    const date = addCalendarDays(today, offset);
    const hours = timetable.find((entry) => entry.weekday === isoWeekday(date));
    if (hours) days.push({ date, hours });
  }
  return days;
}

/** Slots of `date` still on offer: not booked by anyone and starting after `now`. */
export function freeSlots(hours: TimetableDay, date: CalendarDate, taken: ReadonlySet<string>, now: Date): string[] {
  return daySlots(hours).filter((time) => !taken.has(time) && appointmentStart(date, time).getTime() > now.getTime());
}

export type SlotCheck = 'ok' | 'outside_horizon' | 'day_off' | 'not_a_slot' | 'past';

/**
 * Whether `time` on `date` can be booked at `now`, leaving aside who holds it already: within
 * the 14 days, a working day, a slot of that day's hours, and not begun yet.
 */
export function checkSlot(
  timetable: readonly TimetableDay[],
  date: CalendarDate,
  time: string,
  now: Date,
  horizonDays: number = BOOKING_HORIZON_DAYS,
): SlotCheck {
  const today = todayInTashkent(now);
  if (compareCalendarDates(date, today) < 0 || compareCalendarDates(date, addCalendarDays(today, horizonDays)) >= 0) return 'outside_horizon';
  const hours = timetable.find((entry) => entry.weekday === isoWeekday(date));
  if (!hours) return 'day_off';
  if (!daySlots(hours).includes(time)) return 'not_a_slot';
  return appointmentStart(date, time).getTime() > now.getTime() ? 'ok' : 'past';
}
