import { describe, expect, it } from 'vitest';
import type { TimetableDay } from '../http/routes/notary-details.ts';
import { daySlots } from './slots.ts';

const day = (from: string, to: string, breakFrom: string | null = null, breakTo: string | null = null): TimetableDay => ({
  weekday: 1,
  from,
  to,
  breakFrom,
  breakTo,
});

// The three office weeks of the seeded registry (src-server/seed/timetables.ts).
const WEEKDAY_9_18 = [
  ...['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'],
  ...['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'],
];
const EARLY_WEEK = [
  ...['08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'],
  ...['13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00'],
];
const SATURDAY_MORNING = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];

describe('appointment slots of a working day (spec §3 Equeue; §9 "Times are in Tashkent time")', () => {
  it.each([
    ['09:00–18:00, break 13:00–14:00', day('09:00', '18:00', '13:00', '14:00'), WEEKDAY_9_18],
    ['08:30–17:30, break 12:30–13:30', day('08:30', '17:30', '12:30', '13:30'), EARLY_WEEK],
    ['Saturday 09:00–14:00, no break', day('09:00', '14:00'), SATURDAY_MORNING],
    ['a break ending off the half hour restarts the slots at its end', day('09:00', '12:00', '10:15', '10:45'), ['09:00', '09:30', '10:45', '11:15']],
    ['a slot never runs past the closing', day('09:00', '10:45'), ['09:00', '09:30', '10:00']],
    ['an opening shorter than a slot has none', day('09:00', '09:20'), []],
  ])('%s', (_name, hours, slots) => {
    expect(daySlots(hours)).toEqual(slots);
  });
});
