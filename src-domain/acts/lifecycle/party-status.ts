import type { ActAction } from './act-actions.ts';
import type { PartyStatus } from './act-actors.ts';
import { TRANSITIONS } from './transition-table.ts';

/** The actions that change a party's invitation status (spec §4, last line). */
export const PARTY_ACTIONS: readonly ActAction[] = TRANSITIONS.filter((row) => row.toPartyStatus !== undefined).map((row) => row.action);

/**
 * The status a party moves to by `action`, or `undefined` when that action is not open to a
 * party in `status` (read from the transition table, so there is one source).
 */
export function nextPartyStatus(status: PartyStatus, action: ActAction): PartyStatus | undefined {
  const row = TRANSITIONS.find((candidate) => candidate.action === action && candidate.fromPartyStatuses?.includes(status));
  return row?.toPartyStatus;
}

/** Not answered yet: the applicant sees who has not answered (spec §3 "null awaiting confirmation"). */
export function isAwaitingAnswer(status: PartyStatus): boolean {
  return status === null;
}

/**
 * The parties of an act that have not answered their invitation, the applicant's own row left
 * out: what sending to the notary lists and asks to confirm (transition-table.ts
 * `answersOrConfirmation`), and what the notary then reads in the history.
 */
export function unansweredParties<T extends { readonly status: PartyStatus; readonly isApplicant: boolean }>(parties: readonly T[]): T[] {
  return parties.filter((party) => !party.isApplicant && isAwaitingAnswer(party.status));
}
