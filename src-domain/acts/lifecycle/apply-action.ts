import type { ActState } from '../act-states.ts';
import type { ActStep } from '../steps.ts';
import type { ActAction } from './act-actions.ts';
import type { ActActor, PartyStatus } from './act-actors.ts';
import { findTransition, isClosedState } from './allowed-actions.ts';
import { unmetRequirement, type ActionInput, type LifecycleAct } from './check-requirements.ts';
import type { LifecycleError } from './lifecycle-errors.ts';
import { isNoShow } from './no-show.ts';

/** The user acting, as the server resolved them against this act. */
export interface ActingUser {
  readonly role: ActActor;
  /** For a party: its invitation status (spec §3). */
  readonly partyStatus?: PartyStatus;
}

export type ApplyActionResult =
  | { readonly ok: true; readonly step: ActStep; readonly state: ActState; readonly partyStatus?: PartyStatus }
  | { readonly ok: false; readonly error: LifecycleError };

/**
 * Runs one action against the transition table: the act's next step and state, or why not.
 * Pure: the server persists the result and the audit entry in one transaction.
 */
export function applyAction(act: LifecycleAct, actor: ActingUser, action: ActAction, input: ActionInput, now: Date): ApplyActionResult {
  if (isClosedState(act.state)) return { ok: false, error: 'act_closed' };
  // A lapsed visit stops operations at once, even before the scheduler has recorded it (spec §4).
  if (action !== 'no_show' && isNoShow(act, now)) return { ok: false, error: 'act_closed' };
  const query = {
    step: act.step,
    state: act.state,
    actor: actor.role,
    partyStatus: actor.partyStatus,
    freeOfCharge: act.freeOfCharge,
    regtype: act.regtype ?? 1,
  };
  const row = findTransition(query, action);
  if (row === undefined) return { ok: false, error: 'not_allowed' };
  const unmet = unmetRequirement(row.requires, act, input, now);
  if (unmet !== null) return { ok: false, error: unmet };
  const step = row.toStep === 'same' ? act.step : row.toStep;
  const state = row.toState ?? act.state;
  return row.toPartyStatus === undefined ? { ok: true, step, state } : { ok: true, step, state, partyStatus: row.toPartyStatus };
}
