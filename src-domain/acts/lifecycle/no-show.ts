import type { ActStep } from '../steps.ts';
import type { ActState } from '../act-states.ts';
import { NO_SHOW_GRACE_MIN } from '../../constants.ts';
import { generalQueueFrom } from '../../equeue/lateness.ts';
import { tashkentDateTimeToUtc } from '../../time/tashkent-to-utc.ts';

/** What the no-show rule reads of an act. */
export interface VisitSchedule {
  readonly step: ActStep;
  readonly state: ActState;
  /** Spec §3 visitdate, "DD.MM.YYYY" in Tashkent. */
  readonly visitDate: string | null;
  /** Spec §3 visittime, "HH:mm" in Tashkent. */
  readonly visitTime: string | null;
  /**
   * Someone came to this visit: the notary marked the applicant's booking for the act "arrived"
   * on the visit day (in their slot or in the general queue, spec §9), or a party was admitted to
   * the act's video room for this visit. Absent: nobody came yet.
   */
  readonly attended?: boolean;
  /**
   * The day ("DD.MM.YYYY") of a booking for the act that the notary is marking "did not come"
   * (docs/decisions/0055-notary-queue.md). Absent: no such mark.
   */
  readonly noShowMarkedOn?: string;
}

/**
 * Steps whose set time the applicant has confirmed (spec §4 steps 7–8). At step 6 the time is
 * only proposed: when it lapses the applicant is told to ask for a new one (spec §8
 * "registration time expired, ask the notary to set a new one"), so it is no no-show.
 */
export const NO_SHOW_STEPS: readonly ActStep[] = [7, 8];

/** The act's set time (spec §9 "Times are in Tashkent time"); `null` when none is set. */
export function visitInstant(act: VisitSchedule): Date | null {
  if (act.visitDate === null || act.visitTime === null) return null;
  return tashkentDateTimeToUtc(act.visitDate, act.visitTime);
}

/** The set time plus the grace (`NO_SHOW_GRACE_MIN`): from then on the server's clock records the no-show. */
export function noShowDueAt(act: VisitSchedule): Date | null {
  const visit = visitInstant(act);
  return visit === null ? null : new Date(visit.getTime() + NO_SHOW_GRACE_MIN * 60_000);
}

/**
 * Spec §4 "A no-show at the set time makes the act Inactive and stops operations"
 * (docs/decisions/0059-no-show-at-the-set-time.md): true for an unregistered act at step 7 or 8
 * that nobody came to, once whichever comes first —
 * - the server's clock reaches the set time plus the grace, or
 * - the notary marks the booking for the act on its visit day "did not come", which they may do
 *   only once the citizen is more than 15 minutes late (spec §9; before that they count as on time).
 * A citizen who came — marked arrived, also in the general queue after being more than 15
 * minutes late, or admitted to the video room — is never a no-show: the notary registers the
 * act, sets a new time or ends it.
 */
export function isNoShow(act: VisitSchedule, now: Date): boolean {
  if (!NO_SHOW_STEPS.includes(act.step)) return false;
  if (act.state !== 'draft' && act.state !== 'awaiting_registration') return false;
  if (act.attended === true) return false;
  const visit = visitInstant(act);
  const due = noShowDueAt(act);
  if (visit === null || due === null) return false;
  if (act.noShowMarkedOn !== undefined && act.noShowMarkedOn === act.visitDate && now.getTime() > generalQueueFrom(visit).getTime()) return true;
  return now.getTime() >= due.getTime();
}
