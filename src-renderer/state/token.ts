import { atom } from 'jotai';
import { registerCitizenAtom } from './citizen-state.ts';
import { STORAGE_KEYS, persistedAtom } from './persisted-atom.ts';

const isToken = (value: unknown): value is string | null => value === null || (typeof value === 'string' && value.length > 0);

/** The bearer token (spec §3); replaced by the rotated token of every 200 (spec §7). */
export const tokenAtom = registerCitizenAtom(persistedAtom<string | null>(STORAGE_KEYS.token, null, isToken));

export const isAuthenticatedAtom = atom((get) => get(tokenAtom) !== null);
