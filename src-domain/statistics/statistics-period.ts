import { compareCalendarDates, daysInMonth, type CalendarDate } from '../time/calendar-date.ts';

/**
 * The period statistics cover (docs/decisions/0005-statistics-and-dictionary-updates.md: "year or date range"). At most 36 calendar months,
 * so the by-month chart stays readable (36 bars) and one query stays cheap; the message
 * `error_period_too_long` names the same number.
 */
export const STATISTICS_MAX_PERIOD_MONTHS = 36;

export interface Period {
  from: CalendarDate;
  to: CalendarDate;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `YYYY-MM`: the month a registration date falls in (its first seven characters). */
export function monthKey(date: Pick<CalendarDate, 'year' | 'month'>): string {
  return `${pad(date.year, 4)}-${pad(date.month)}`;
}

/** How many calendar months the period touches: 15.01–14.02 touches two. */
export function periodMonthCount({ from, to }: Period): number {
  return to.year * 12 + to.month - (from.year * 12 + from.month) + 1;
}

export function isPeriodOrdered({ from, to }: Period): boolean {
  return compareCalendarDates(from, to) <= 0;
}

export function isPeriodWithinMax(period: Period): boolean {
  return periodMonthCount(period) <= STATISTICS_MAX_PERIOD_MONTHS;
}

/** Every month of the period in order, so months without acts still show as 0. */
export function periodMonthKeys(period: Period): string[] {
  const keys: string[] = [];
  let { year, month } = period.from;
  for (let i = 0; i < periodMonthCount(period); i += 1) {
    keys.push(monthKey({ year, month }));
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return keys;
}

/** 1 January to 31 December of `year`. */
export function yearPeriod(year: number): Period {
  return { from: { year, month: 1, day: 1 }, to: { year, month: 12, day: daysInMonth(year, 12) } };
}
