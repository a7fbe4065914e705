import type { ActState } from '../acts/act-states.ts';
import type { PartyStatus } from '../acts/lifecycle/act-actors.ts';
import { ACT_STEPS } from '../acts/steps.ts';

/** An act as seen by one user, for the notification list (spec §2 screen 7, §4.6). */
export interface NotifyCandidate {
  state: ActState;
  step: number;
  visitDate: string | null;
  /** The user applied for the act. */
  isApplicant: boolean;
  /** The user's own party status; null awaiting their answer, undefined when not a party. */
  partyStatus: PartyStatus | undefined;
}

export type NotifyReason = 'decision' | 'visit' | 'invitation';

/** Steps at which the act waits for the applicant (spec §4 steps 3, 6, 7). */
export const APPLICANT_DECISION_STEPS: readonly number[] = [ACT_STEPS.applicantConfirmation, ACT_STEPS.confirmingTime, ACT_STEPS.payment];
/** Acts still moving; a finished, cancelled or refused act asks nothing of anyone. */
export const NOTIFY_OPEN_STATES: readonly ActState[] = ['draft', 'awaiting_registration'];
/** The step whose set visit concerns everyone taking part (spec §4 step 8). */
export const VISIT_STEP: number = ACT_STEPS.registration;
const APPLICANT_STEPS: ReadonlySet<number> = new Set(APPLICANT_DECISION_STEPS);
const OPEN_STATES: ReadonlySet<ActState> = new Set(NOTIFY_OPEN_STATES);

/**
 * Why an act belongs in a user's notification list, or null: the applicant has to confirm,
 * confirm the time or pay; a party has an invitation to answer; anyone taking part has a
 * registration visit set.
 */
export function notifyReason(act: NotifyCandidate): NotifyReason | null {
  if (!OPEN_STATES.has(act.state)) return null;
  if (!act.isApplicant && act.partyStatus === null) return 'invitation';
  const takesPart = act.isApplicant || act.partyStatus === 'accepted';
  if (!takesPart) return null;
  if (act.step === VISIT_STEP && act.visitDate !== null) return 'visit';
  if (act.isApplicant && APPLICANT_STEPS.has(act.step)) return 'decision';
  return null;
}
