import type { TimetableDay } from '../http/routes/notary-details.ts';
import type { LeaveStatus, LicenceStatus } from '../http/routes/notary-statuses.ts';
import { tashkentParts } from '../time/tashkent.ts';

/** ISO weekday (1 Monday … 7 Sunday) and minute of the day, both in Tashkent (spec §9). */
export function tashkentWeekMinute(now: Date): { weekday: number; minute: number } {
  const parts = tashkentParts(now);
  const utcDay = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return { weekday: utcDay === 0 ? 7 : utcDay, minute: parts.hour * 60 + parts.minute };
}

const minuteOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Open at `now` by the timetable: inside the day's hours and outside its break. */
export function isOpenAt(timetable: readonly TimetableDay[], now: Date): boolean {
  const { weekday, minute } = tashkentWeekMinute(now);
  const day = timetable.find((entry) => entry.weekday === weekday);
  if (!day || minute < minuteOf(day.from) || minute >= minuteOf(day.to)) return false;
  if (day.breakFrom && day.breakTo && minute >= minuteOf(day.breakFrom) && minute < minuteOf(day.breakTo)) return false;
  return true;
}

export interface WorkingFacts {
  timetable: readonly TimetableDay[];
  leaveStatus: LeaveStatus;
  licenceStatus: LicenceStatus;
}

/**
 * "Working now" for the registry filter: open by the timetable, and neither on leave nor
 * without a licence — a visitor walking in would not be served otherwise.
 */
export function isWorkingNow(notary: WorkingFacts, now: Date): boolean {
  return notary.licenceStatus === 'active' && notary.leaveStatus === 'none' && isOpenAt(notary.timetable, now);
}
