import { describe, expect, it } from 'vitest';
import type { TimetableDay } from '../http/routes/notary-details.ts';
import { isOpenAt, isWorkingNow, tashkentWeekMinute } from './working-now.ts';

const WEEK: TimetableDay[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday: weekday as TimetableDay['weekday'],
  from: '09:00',
  to: '18:00',
  breakFrom: '13:00',
  breakTo: '14:00',
}));
/** UTC instant of a Tashkent wall-clock time (UTC+5, spec §9). */
const tashkent = (iso: string) => new Date(`${iso}+05:00`);

describe('working now (times in Tashkent, spec §9)', () => {
  it('reads the weekday and minute in Tashkent, not in the host zone', () => {
    // 23:30 UTC on Sunday is already 04:30 on Monday in Tashkent.
    expect(tashkentWeekMinute(new Date('2026-11-22T23:30:00Z'))).toEqual({ weekday: 1, minute: 270 });
  });

  it.each([
    ['2026-11-23T08:59', false],
    ['2026-11-23T09:00', true],
    ['2026-11-23T12:59', true],
    ['2026-11-23T13:00', false],
    ['2026-11-23T14:00', true],
    ['2026-11-23T17:59', true],
    ['2026-11-23T18:00', false],
    ['2026-11-28T11:00', false],
  ])('at %s Tashkent time open is %s', (at, open) => {
    expect(isOpenAt(WEEK, tashkent(at))).toBe(open);
  });

  it('is not working on leave or without an active licence, even within hours', () => {
    const at = tashkent('2026-11-23T10:00');
    expect(isWorkingNow({ timetable: WEEK, leaveStatus: 'none', licenceStatus: 'active' }, at)).toBe(true);
    expect(isWorkingNow({ timetable: WEEK, leaveStatus: 'sick_leave', licenceStatus: 'active' }, at)).toBe(false);
    expect(isWorkingNow({ timetable: WEEK, leaveStatus: 'none', licenceStatus: 'terminated' }, at)).toBe(false);
  });
});
