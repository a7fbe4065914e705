import type { ActState } from '../act-states.ts';
import type { ActStep } from '../steps.ts';
import { isClosedState } from '../lifecycle/allowed-actions.ts';
import type { PartyStatus } from '../lifecycle/act-actors.ts';

/** How an invitation reaches the party (spec §4 wizards 1 and 4: "by SMS, link or QR"). */
export const INVITE_CHANNELS = ['sms', 'link', 'qr'] as const;
export type InviteChannel = (typeof INVITE_CHANNELS)[number];

/** Steps at which a party can still answer (the lifecycle's party rows: until registration). */
export const INVITE_STEPS: readonly ActStep[] = [1, 2, 3, 4, 5, 6, 7, 8];

export type InviteRefusal = 'not_applicant' | 'act_closed' | 'not_allowed' | 'own_row' | 'already_accepted';

export interface InviteFacts {
  readonly isApplicant: boolean;
  readonly step: ActStep;
  readonly state: ActState;
  /** The party invited is the applicant's own row. */
  readonly ownRow: boolean;
  readonly partyStatus: PartyStatus;
}

/**
 * Why the user may not (re)send this invitation, or null. Only the applicant invites, while
 * parties can answer (steps 1–8 of an open act). A party that accepted needs no invitation; one
 * that declined or left is invited anew (lifecycle README: "a new invitation starts again at
 * null"), with a fresh token, so the old link answers nothing any more.
 */
export function inviteRefusal(facts: InviteFacts): InviteRefusal | null {
  if (!facts.isApplicant) return 'not_applicant';
  if (isClosedState(facts.state)) return 'act_closed';
  if (!INVITE_STEPS.includes(facts.step)) return 'not_allowed';
  if (facts.ownRow) return 'own_row';
  if (facts.partyStatus === 'accepted') return 'already_accepted';
  return null;
}

/**
 * Whether sending the invitation starts a new one: a fresh token and the status back to null
 * awaiting (after a decline or exit, or when none was sent yet). An open invitation is resent
 * with the same token, so a link already shared keeps working.
 */
export function startsNewInvitation(status: PartyStatus, hasToken: boolean): boolean {
  return !hasToken || status === 'declined' || status === 'exited';
}
