import { describe, expect, it } from 'vitest';
import { addCalendarDays, isoWeekday } from './calendar-days.ts';

describe('addCalendarDays', () => {
  it.each([
    [{ year: 2026, month: 11, day: 22 }, 13, { year: 2026, month: 12, day: 5 }],
    [{ year: 2026, month: 12, day: 31 }, 1, { year: 2027, month: 1, day: 1 }],
    [{ year: 2028, month: 2, day: 28 }, 1, { year: 2028, month: 2, day: 29 }],
    [{ year: 2027, month: 2, day: 28 }, 1, { year: 2027, month: 3, day: 1 }],
    [{ year: 2027, month: 3, day: 1 }, -1, { year: 2027, month: 2, day: 28 }],
  ])('%j plus %i days is %j', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toEqual(expected);
  });
});

describe('isoWeekday', () => {
  it.each([
    [{ year: 2026, month: 11, day: 22 }, 7],
    [{ year: 2026, month: 11, day: 23 }, 1],
    [{ year: 2026, month: 11, day: 28 }, 6],
    [{ year: 2027, month: 1, day: 1 }, 5],
  ])('%j is ISO weekday %i (1 Monday … 7 Sunday, as the timetable counts)', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });
});
