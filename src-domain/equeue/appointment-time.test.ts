import { describe, expect, it } from 'vitest';
import { appointmentDayEnd, appointmentStart, equeueTimeText, parseEqueueTime } from './appointment-time.ts';

describe('appointment time in Tashkent (spec §9)', () => {
  it.each([
    [{ year: 2026, month: 11, day: 23 }, '09:00', '2026-11-23T04:00:00.000Z'],
    [{ year: 2026, month: 11, day: 23 }, '00:00', '2026-11-22T19:00:00.000Z'],
    [{ year: 2027, month: 1, day: 1 }, '17:30', '2027-01-01T12:30:00.000Z'],
  ])('%j %s starts at %s', (date, time, iso) => {
    expect(appointmentStart(date, time).toISOString()).toBe(iso);
  });

  it('ends the day at midnight in Tashkent', () => {
    expect(appointmentDayEnd(new Date('2026-11-23T04:00:00Z')).toISOString()).toBe('2026-11-23T19:00:00.000Z');
  });

  it.each([
    ['2026-11-23T09:30', { date: { year: 2026, month: 11, day: 23 }, time: '09:30' }],
    ['2026-02-30T09:30', null],
    ['2026-11-23T24:00', null],
    ['2026-11-23 09:30', null],
    ['2026-11-23T09:30T1', null],
  ])('reads equeuetime %j', (text, parsed) => {
    expect(parseEqueueTime(text)).toEqual(parsed);
  });

  it('writes equeuetime', () => {
    expect(equeueTimeText({ year: 2026, month: 1, day: 5 }, '08:30')).toBe('2026-01-05T08:30');
  });
});
