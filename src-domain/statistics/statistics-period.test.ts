import { describe, expect, it } from 'vitest';
import { parseDate } from '../time/parse-date.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import {
  isPeriodOrdered,
  isPeriodWithinMax,
  monthKey,
  periodMonthCount,
  periodMonthKeys,
  STATISTICS_MAX_PERIOD_MONTHS,
  yearPeriod,
  type Period,
} from './statistics-period.ts';

const period = (from: string, to: string): Period => ({ from: parseDate(from)!, to: parseDate(to)! });

// Spec §1 statistics: filters by year or date range, with a maximum range.
describe('statistics period (spec §1 statistics)', () => {
  it.each([
    ['01.01.2026', '31.12.2026', 12],
    ['15.01.2026', '14.02.2026', 2],
    ['22.11.2026', '22.11.2026', 1],
    ['01.12.2025', '31.01.2026', 2],
    ['01.01.2024', '31.12.2026', 36],
    ['01.01.2024', '01.01.2027', 37],
  ])('%s – %s touches %i months', (from, to, months) => {
    expect(periodMonthCount(period(from, to))).toBe(months);
  });

  it.each([
    ['01.01.2026', '31.12.2026', true, true],
    ['22.11.2026', '22.11.2026', true, true],
    ['02.01.2026', '01.01.2026', false, true],
    ['01.01.2024', '31.12.2026', true, true],
    ['01.01.2024', '01.01.2027', true, false],
  ])('%s – %s: ordered %s, within the maximum %s', (from, to, ordered, within) => {
    expect(isPeriodOrdered(period(from, to))).toBe(ordered);
    expect(isPeriodWithinMax(period(from, to))).toBe(within);
  });

  it('lists every month of the period, across a new year', () => {
    expect(periodMonthKeys(period('20.11.2025', '05.02.2026'))).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('makes a year 01.01–31.12', () => {
    expect(yearPeriod(2024)).toEqual({ from: { year: 2024, month: 1, day: 1 }, to: { year: 2024, month: 12, day: 31 } });
    expect(periodMonthKeys(yearPeriod(2024))).toHaveLength(12);
  });

  it('keys a month as YYYY-MM', () => {
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
  });

  it('names the same maximum in the message in every locale', () => {
    for (const text of Object.values(VALIDATION_MESSAGES.error_period_too_long)) expect(text).toContain(String(STATISTICS_MAX_PERIOD_MONTHS));
  });
});
