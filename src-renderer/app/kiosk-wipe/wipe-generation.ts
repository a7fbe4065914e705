import { atom } from 'jotai';

/**
 * Counts the kiosk wipes of this page's life. The kiosk frame keys its content on it, so a wipe
 * mounts every page, form and dialog afresh: drafts a citizen typed and never saved (the login
 * fields, react-hook-form state, a search) exist only in components, and go with them.
 */
export const wipeGenerationAtom = atom(0);
