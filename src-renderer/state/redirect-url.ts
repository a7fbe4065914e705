import { registerCitizenAtom } from './citizen-state.ts';
import { STORAGE_KEYS, persistedAtom } from './persisted-atom.ts';

// Only an in-app path may be stored: the login flow navigates to it, so a full URL here would
// be an open redirect.
const isRedirect = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//'));

/** Where to go after login (spec §2 routing rules, §4 login flow step 5). */
export const redirectUrlAtom = registerCitizenAtom(persistedAtom<string | null>(STORAGE_KEYS.redirectUrl, null, isRedirect));
