import { describe, expect, it } from 'vitest';
import type { TimetableDay } from '../http/routes/notary-details.ts';
import { toIsoDate } from '../time/format-date.ts';
import { BOOKING_HORIZON_DAYS, bookingDays, checkSlot, freeSlots } from './booking-days.ts';

const hours = (weekday: TimetableDay['weekday'], from = '09:00', to = '18:00'): TimetableDay => ({ weekday, from, to, breakFrom: '13:00', breakTo: '14:00' });
const WEEKDAYS = ([1, 2, 3, 4, 5] as const).map((weekday) => hours(weekday));
const WITH_SATURDAY = [...WEEKDAYS, { weekday: 6 as const, from: '09:00', to: '14:00', breakFrom: null, breakTo: null }];
/** UTC instant of a Tashkent wall-clock time (UTC+5, spec §9). */
const tashkent = (iso: string) => new Date(`${iso}+05:00`);
const date = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });

describe('booking days: the notary’s working days of the next 14 days (spec §3 Equeue, times in Tashkent §9)', () => {
  it('lists Monday–Friday of the two weeks after a Sunday, today first when it is a working day', () => {
    const days = bookingDays(WEEKDAYS, tashkent('2026-11-22T11:00')).map((day) => toIsoDate(day.date));
    expect(days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(bookingDays(WITH_SATURDAY, tashkent('2026-11-23T08:00')).map((day) => toIsoDate(day.date))[0]).toBe('2026-11-23');
    expect(bookingDays(WITH_SATURDAY, tashkent('2026-11-23T08:00'))).toHaveLength(12);
  });

  it('counts the days in Tashkent: 20:00 UTC on Sunday is already Monday there', () => {
    expect(toIsoDate(bookingDays(WEEKDAYS, new Date('2026-11-22T20:00:00Z'))[0]!.date)).toBe('2026-11-23');
    expect(bookingDays(WEEKDAYS, new Date('2026-11-22T20:00:00Z')).at(-1)?.date).toEqual(date('2026-12-04'));
  });

  it('has no days for a timetable without working days', () => {
    expect(bookingDays([], tashkent('2026-11-22T11:00'))).toEqual([]);
  });
});

describe('free slots: neither booked nor begun', () => {
  it.each([
    ['a day ahead: all 16', '2026-11-22T11:00', new Set<string>(), 16, '09:00'],
    ['booked ones are not offered', '2026-11-22T11:00', new Set(['09:00', '09:30']), 14, '10:00'],
    ['on the day at 10:10, from 10:30 on', '2026-11-23T10:10', new Set<string>(), 13, '10:30'],
    ['a slot starting now is no longer offered', '2026-11-23T10:30', new Set<string>(), 12, '11:00'],
    ['after closing, none', '2026-11-23T18:00', new Set<string>(), 0, undefined],
  ])('%s', (_name, now, taken, count, first) => {
    const slots = freeSlots(hours(1), date('2026-11-23'), taken, tashkent(now));
    expect(slots).toHaveLength(count);
    expect(slots[0]).toBe(first);
  });
});

describe('checking a requested slot', () => {
  const now = tashkent('2026-11-23T10:10');
  it.each([
    ['2026-11-23', '10:30', 'ok'],
    ['2026-11-23', '10:00', 'past'],
    ['2026-11-23', '10:15', 'not_a_slot'],
    ['2026-11-23', '13:00', 'not_a_slot'],
    ['2026-11-28', '10:00', 'day_off'],
    ['2026-11-22', '10:00', 'outside_horizon'],
    ['2026-12-06', '10:00', 'day_off'],
    ['2026-12-07', '10:00', 'outside_horizon'],
    ['2026-12-04', '17:30', 'ok'],
  ])('%s %s → %s', (day, time, check) => {
    expect(checkSlot(WEEKDAYS, date(day), time, now)).toBe(check);
  });

  it(`keeps the horizon at ${BOOKING_HORIZON_DAYS} days: today plus 13`, () => {
    expect(checkSlot(WITH_SATURDAY, date('2026-12-05'), '09:00', now)).toBe('ok');
    expect(checkSlot(WITH_SATURDAY, date('2026-12-07'), '09:00', now)).toBe('outside_horizon');
  });
});
