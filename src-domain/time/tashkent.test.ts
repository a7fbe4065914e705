import { describe, expect, it } from 'vitest';
import { currentYearInTashkent, tashkentParts, todayInTashkent } from './tashkent.ts';

describe('tashkentParts', () => {
  it.each([
    ['2024-03-15T12:00:00Z', { year: 2024, month: 3, day: 15, hour: 17, minute: 0, second: 0 }],
    ['2024-03-15T19:00:00Z', { year: 2024, month: 3, day: 16, hour: 0, minute: 0, second: 0 }],
    ['2024-12-31T18:59:59Z', { year: 2024, month: 12, day: 31, hour: 23, minute: 59, second: 59 }],
    ['2024-12-31T19:00:00Z', { year: 2025, month: 1, day: 1, hour: 0, minute: 0, second: 0 }],
    ['2024-07-01T00:30:00Z', { year: 2024, month: 7, day: 1, hour: 5, minute: 30, second: 0 }],
    ['2024-02-28T20:15:00Z', { year: 2024, month: 2, day: 29, hour: 1, minute: 15, second: 0 }],
  ])('reads the instant %s as Tashkent wall clock %j: UTC+5 all year, no DST (spec §9)', (iso, parts) => {
    expect(tashkentParts(new Date(iso))).toEqual(parts);
  });

  it('refuses an invalid Date', () => {
    expect(() => tashkentParts(new Date('nope'))).toThrow(RangeError);
  });
});

describe('todayInTashkent and currentYearInTashkent', () => {
  it.each([
    ['2025-12-31T18:59:59Z', { year: 2025, month: 12, day: 31 }, 2025],
    ['2025-12-31T19:00:00Z', { year: 2026, month: 1, day: 1 }, 2026],
  ])('at %s Tashkent is on %j of year %i (spec §9)', (iso, today, year) => {
    expect(todayInTashkent(new Date(iso))).toEqual(today);
    expect(currentYearInTashkent(new Date(iso))).toBe(year);
  });
});
