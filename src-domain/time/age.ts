import { compareCalendarDates, daysInMonth, type CalendarDate } from './calendar-date.ts';

/**
 * Full years of age on `onDate` (spec §5, §9: independent travel from 15). A birthday on
 * 29 February is reached on 28 February in common years: a term that falls on a day the month
 * lacks ends on the month's last day (the civil-law rule for terms counted in years).
 */
export function ageOn(birthDate: CalendarDate, onDate: CalendarDate): number {
  if (compareCalendarDates(onDate, birthDate) < 0) throw new RangeError('onDate precedes birthDate');
  const years = onDate.year - birthDate.year;
  const birthdayThisYear = Math.min(birthDate.day, daysInMonth(onDate.year, birthDate.month));
  const reached = onDate.month > birthDate.month || (onDate.month === birthDate.month && onDate.day >= birthdayThisYear);
  return reached ? years : years - 1;
}
