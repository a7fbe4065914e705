import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, toIsoDate } from './format-date.ts';

describe('formatDate and formatDateTime', () => {
  it.each([
    ['2024-03-05T04:07:00Z', '05.03.2024', '05.03.2024 09:07'],
    ['2024-03-05T19:00:00Z', '06.03.2024', '06.03.2024 00:00'],
    ['2024-12-31T19:30:00Z', '01.01.2025', '01.01.2025 00:30'],
    ['1999-01-01T00:00:00Z', '01.01.1999', '01.01.1999 05:00'],
  ])('shows the instant %s as %s / %s in Tashkent time (spec §9 DD.MM.YYYY)', (iso, date, dateTime) => {
    expect(formatDate(new Date(iso))).toBe(date);
    expect(formatDateTime(new Date(iso))).toBe(dateTime);
  });
});

describe('formatCalendarDate and toIsoDate', () => {
  it.each([
    [{ year: 2024, month: 2, day: 9 }, '09.02.2024', '2024-02-09'],
    [{ year: 1990, month: 12, day: 31 }, '31.12.1990', '1990-12-31'],
  ])('writes %j as %s and %s', (date, display, iso) => {
    expect(formatCalendarDate(date)).toBe(display);
    expect(toIsoDate(date)).toBe(iso);
  });
});
