import type { ActStep } from '../steps.ts';
import type { ActState } from '../act-states.ts';
import { tashkentDateTimeToUtc } from '../../time/tashkent-to-utc.ts';

/** What the no-show rule reads of an act. */
export interface VisitSchedule {
  readonly step: ActStep;
  readonly state: ActState;
  /** Spec §3 visitdate, "DD.MM.YYYY" in Tashkent. */
  readonly visitDate: string | null;
  /** Spec §3 visittime, "HH:mm" in Tashkent. */
  readonly visitTime: string | null;
}

/**
 * Steps whose set time the applicant has confirmed (spec §4 steps 7–8). At step 6 the time is
 * only proposed: when it lapses the applicant is told to ask for a new one (spec §8
 * "registration time expired, ask the notary to set a new one"), so it is no no-show.
 */
export const NO_SHOW_STEPS: readonly ActStep[] = [7, 8];

const DAY_MS = 24 * 60 * 60_000;

/** The visit instant (spec §9 "Times are in Tashkent time"); `null` when none is set. */
export function visitInstant(act: VisitSchedule): Date | null {
  if (act.visitDate === null || act.visitTime === null) return null;
  return tashkentDateTimeToUtc(act.visitDate, act.visitTime);
}

/**
 * Midnight in Tashkent after the visit day. Registration happens during the visit, and a late
 * citizen is still served that day (spec §9 "more than 15 minutes late is served in the
 * general queue"), so the act lapses only when the day is over. Tashkent has no DST, so the
 * day is exactly 24 h.
 */
export function visitDayEnd(act: VisitSchedule): Date | null {
  if (act.visitDate === null) return null;
  const dayStart = tashkentDateTimeToUtc(act.visitDate, '00:00');
  return dayStart === null ? null : new Date(dayStart.getTime() + DAY_MS);
}

/**
 * Spec §4 "A no-show at the set time makes the act Inactive and stops operations": true when
 * an unregistered act at step 7 or 8 has seen its visit day end in Tashkent.
 */
export function isNoShow(act: VisitSchedule, now: Date): boolean {
  if (!NO_SHOW_STEPS.includes(act.step)) return false;
  if (act.state !== 'draft' && act.state !== 'awaiting_registration') return false;
  const end = visitDayEnd(act);
  return end !== null && now.getTime() >= end.getTime();
}
