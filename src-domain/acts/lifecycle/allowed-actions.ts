import { TERMINAL_ACT_STATES, type ActState } from '../act-states.ts';
import type { ActStep } from '../steps.ts';
import type { ActAction } from './act-actions.ts';
import type { ActActor, PartyStatus } from './act-actors.ts';
import type { RegType } from '../act-types.ts';
import { TRANSITIONS, type TransitionRow } from './transition-table.ts';

export interface ActionQuery {
  readonly step: ActStep;
  readonly state: ActState;
  readonly actor: ActActor;
  /** The acting party's invitation status; without it a party is offered nothing. */
  readonly partyStatus?: PartyStatus;
  /** Spec §3 free-of-charge flag; rows conditioned on it are offered only when it is known. */
  readonly freeOfCharge?: boolean;
  /** The act's regtype (1 in person, 2 video); rows limited to one regtype need it. */
  readonly regtype?: RegType;
}

/** Terminal states stop everything (spec §4 "… makes the act Inactive and stops operations"). */
export function isClosedState(state: ActState): boolean {
  return TERMINAL_ACT_STATES.includes(state);
}

/**
 * Steps 1–8 run while the act is a draft or awaiting registration; step 9 only while the
 * registered act is active. Any other pairing is inconsistent data and allows nothing.
 */
export function isOperable(step: ActStep, state: ActState): boolean {
  if (step === 9) return state === 'active';
  return state === 'draft' || state === 'awaiting_registration';
}

function conditionHolds(row: TransitionRow, query: ActionQuery): boolean {
  const wanted = row.when?.freeOfCharge;
  return wanted === undefined || wanted === query.freeOfCharge;
}

function rowMatches(row: TransitionRow, query: ActionQuery): boolean {
  if (row.actor !== query.actor || !row.fromSteps.includes(query.step)) return false;
  if (!conditionHolds(row, query)) return false;
  if (row.regtypes !== undefined && (query.regtype === undefined || !row.regtypes.includes(query.regtype))) return false;
  if (row.fromPartyStatuses === undefined) return true;
  return query.partyStatus !== undefined && row.fromPartyStatuses.includes(query.partyStatus);
}

/** The table row that lets this actor do `action` now, if any. */
export function findTransition(query: ActionQuery, action: ActAction): TransitionRow | undefined {
  if (!isOperable(query.step, query.state)) return undefined;
  return TRANSITIONS.find((row) => row.action === action && rowMatches(row, query));
}

/** What this actor may do now: the UI shows exactly these and the server refuses the rest. */
export function allowedActions(query: ActionQuery): readonly ActAction[] {
  if (!isOperable(query.step, query.state)) return [];
  const actions = TRANSITIONS.filter((row) => rowMatches(row, query)).map((row) => row.action);
  return [...new Set(actions)];
}
