import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { tokenAtom } from './token.ts';
import { userAtom } from './user.ts';

/**
 * Ends the session on this device: token and user are removed from memory and storage.
 * Used by logout, by "Access Denied" 403s (spec §8) and by the kiosk idle timeout.
 */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, RESET);
  set(userAtom, RESET);
});
