import { citizenAtom } from './citizen-state.ts';

/**
 * Read-aloud is on: each kiosk screen's instructions and the face check's hints are spoken
 * (docs/decisions/0040-kiosk-display-aids-and-read-aloud.md). A citizen atom like the display
 * aids: the next citizen starts with a silent terminal.
 */
export const readAloudAtom = citizenAtom(false);
