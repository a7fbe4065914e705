import type { ActState } from './act-states.ts';

/**
 * The two tabs of "My notarial acts" (spec §2 screen 12): `progress` holds finished and
 * in-progress acts (registered, cancelled, annulled, awaiting registration, drafts, and the
 * other closed states), `awaiting` the acts waiting for the user's decision — exactly the
 * notification list's rule (src-domain/auth/notify-rule.ts), so the tab and the bell agree.
 */
export const MY_ACTS_TABS = ['progress', 'awaiting'] as const;
export type MyActsTab = (typeof MY_ACTS_TABS)[number];

/**
 * States shown in the progress tab: every state but `destroyed`, which is the applicant's
 * deletion of a draft (spec §4 "delete the act") and is gone for the user.
 */
export const PROGRESS_TAB_STATES: readonly ActState[] = ['draft', 'awaiting_registration', 'active', 'cancelled', 'annulled', 'inactive', 'refused', 'stopped'];
