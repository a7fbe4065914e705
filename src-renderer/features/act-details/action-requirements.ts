import type { ActAction } from '../../../src-domain/acts/lifecycle/act-actions.ts';
import { TRANSITIONS, type TransitionRequirements } from '../../../src-domain/acts/lifecycle/transition-table.ts';

/** The viewer's role as the act details name it (the lifecycle's actors, plus an administrator). */
export type ViewerRole = 'applicant' | 'party' | 'notary' | 'other' | 'system' | 'admin';

/** What the dialog of one action has to ask for, read from the lifecycle's transition table. */
export interface ActionAsk {
  confirmation: boolean;
  reason: boolean;
  remark: boolean;
  /** A Tashkent date and time in the future (the notary's `set_time`). */
  time: boolean;
  /** A confirmation while a party has not answered (sending to the notary, `askFor`). */
  answers: boolean;
}

const NOTHING: ActionAsk = { confirmation: false, reason: false, remark: false, time: false, answers: false };

/**
 * The inputs the server will demand for `action` from this role (spec §4: "each after
 * confirmation", "with a reason", "with remarks", "sets date and time"). The table is the one the
 * server enforces, so the dialog asks for exactly what a request needs; rows of one action and
 * actor (back one step from several steps) share their requirements, and they are merged anyway.
 */
export function actionAsk(action: ActAction, role: ViewerRole): ActionAsk {
  const rows = TRANSITIONS.filter((row) => row.action === action && row.actor === role);
  return rows.reduce<ActionAsk>((ask, row) => merge(ask, row.requires), NOTHING);
}

function merge(ask: ActionAsk, requires: TransitionRequirements): ActionAsk {
  return {
    confirmation: ask.confirmation || requires.confirmation === true,
    reason: ask.reason || requires.reason === true,
    remark: ask.remark || requires.remark === true,
    time: ask.time || requires.futureTime === 'input',
    answers: ask.answers || requires.answersOrConfirmation === true,
  };
}

/**
 * What the dialog of `action` asks on this act: `actionAsk`, with a confirmation when the action
 * wants every party's answer and `unanswered` parties have not given one (the server asks the same).
 */
export function askFor(action: ActAction, role: ViewerRole, unanswered: number): ActionAsk {
  const ask = actionAsk(action, role);
  return ask.answers && unanswered > 0 ? { ...ask, confirmation: true } : ask;
}

/** An action needs a dialog when it asks for anything at all. */
export function needsDialog(ask: ActionAsk): boolean {
  return ask.confirmation || ask.reason || ask.remark || ask.time;
}
