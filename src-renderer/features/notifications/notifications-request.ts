import { citizenAtom } from '../../state/citizen-state.ts';

/**
 * Set by a kiosk login (spec §4.5–4.6: "After kiosk login the notify list is fetched and shown if
 * non-empty"); cleared when the list is closed, turns out empty, or the session ends.
 */
export const notificationsRequestAtom = citizenAtom(false);
