import type { ActState } from '../acts/act-states.ts';

/**
 * What the public check of a registered act says (spec screen 11: "state (active or
 * cancelled)"; annulled is added, docs/decisions/0005-statistics-and-dictionary-updates.md). A registered act that is neither in force nor annulled
 * (destroyed, stopped …) is no longer valid, which for a reader of the check means cancelled.
 */
export const PUBLIC_ACT_STATES = ['active', 'cancelled', 'annulled'] as const;
export type PublicActState = (typeof PUBLIC_ACT_STATES)[number];

export function publicActState(state: ActState): PublicActState {
  if (state === 'active' || state === 'annulled') return state;
  return 'cancelled';
}
