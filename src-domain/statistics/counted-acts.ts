import type { ActState } from '../acts/act-states.ts';

/**
 * Which notarial acts the public statistics count (spec §1 "statistics";
 * docs/decisions/0005-statistics-and-dictionary-updates.md): an act counts once it has been
 * registered, on its registration date, whatever happened to it afterwards. A registered act
 * that was later cancelled, annulled or destroyed was still an act performed in that period;
 * drafts, acts awaiting registration, no-shows, refusals and stops never were.
 */
export const STATISTICS_COUNTED_STATES = ['active', 'cancelled', 'annulled', 'destroyed'] as const satisfies readonly ActState[];

export interface CountableAct {
  state: ActState;
  /** The registration date (ISO), set at step 9; null until then. */
  regdate: string | null;
}

export function isCountedAct(act: CountableAct): boolean {
  return act.regdate !== null && (STATISTICS_COUNTED_STATES as readonly ActState[]).includes(act.state);
}
