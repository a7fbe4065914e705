import { describe, expect, it } from 'vitest';
import { compareCalendarDates, daysInMonth, isLeapYear, isValidCalendarDate } from './calendar-date.ts';

describe('isLeapYear', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [1996, true],
  ])('%i is a leap year: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 1, 31],
    [2024, 2, 29],
    [2023, 2, 28],
    [2024, 4, 30],
    [2024, 6, 30],
    [2024, 9, 30],
    [2024, 11, 30],
    [2024, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('isValidCalendarDate', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2024, 2, 31, false],
    [2024, 4, 31, false],
    [2024, 13, 1, false],
    [2024, 0, 1, false],
    [2024, 1, 0, false],
    [999, 1, 1, false],
    [2024, 1.5, 1, false],
  ])('%i-%i-%i exists: %s (spec §5 dates)', (year, month, day, valid) => {
    expect(isValidCalendarDate(year, month, day)).toBe(valid);
  });
});

describe('compareCalendarDates', () => {
  it.each([
    [{ year: 2024, month: 1, day: 1 }, { year: 2024, month: 1, day: 1 }, 0],
    [{ year: 2024, month: 1, day: 1 }, { year: 2024, month: 1, day: 2 }, -1],
    [{ year: 2024, month: 2, day: 1 }, { year: 2024, month: 1, day: 31 }, 1],
    [{ year: 2023, month: 12, day: 31 }, { year: 2024, month: 1, day: 1 }, -1],
  ])('compares %j with %j: sign %i', (a, b, sign) => {
    expect(Math.sign(compareCalendarDates(a, b))).toBe(sign);
  });
});
