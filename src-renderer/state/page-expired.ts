import { atom } from 'jotai';

/**
 * The server now serves a newer build of the web portal than this page was loaded from (spec §8
 * "Page-expired notice asks for a refresh"): set once, by any API answer (api/build-id.ts).
 */
export const pageExpiredAtom = atom(false);
