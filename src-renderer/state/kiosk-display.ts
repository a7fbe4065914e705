import { citizenAtom } from './citizen-state.ts';

/**
 * The display aids a citizen turns on at a terminal (docs/decisions/0040-kiosk-display-aids-and-read-aloud.md):
 * larger text and higher contrast. They are the citizen's, not the terminal's: citizen atoms, so
 * the idle wipe and the logout give the next citizen the terminal's normal display. Kept in
 * memory only; a kiosk that reloads wipes everything anyway.
 */
export const largeTextAtom = citizenAtom(false);
export const highContrastAtom = citizenAtom(false);
