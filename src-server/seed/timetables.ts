import type { TimetableDay } from '../../src-domain/http/routes/notary-details.ts';
import type { Random } from './random.ts';

const day = (weekday: TimetableDay['weekday'], from: string, to: string, breakFrom: string | null, breakTo: string | null): TimetableDay => ({
  weekday,
  from,
  to,
  breakFrom,
  breakTo,
});

const WEEKDAYS_9_18 = ([1, 2, 3, 4, 5] as const).map((w) => day(w, '09:00', '18:00', '13:00', '14:00'));

/** The office hours notaries keep: the standard week, with Saturday morning, or an early week. */
export const TIMETABLES: readonly (readonly TimetableDay[])[] = [
  WEEKDAYS_9_18,
  [...WEEKDAYS_9_18, day(6, '09:00', '14:00', null, null)],
  ([1, 2, 3, 4, 5, 6] as const).map((w) => day(w, '08:30', '17:30', '12:30', '13:30')),
];

export function randomTimetable(random: Random): string {
  const roll = random.next();
  const timetable = roll < 0.5 ? TIMETABLES[0] : roll < 0.8 ? TIMETABLES[1] : TIMETABLES[2];
  return JSON.stringify(timetable);
}
