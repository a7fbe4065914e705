import { atom, type WritableAtom } from 'jotai';
import { RESET, atomWithReset } from 'jotai/utils';

type ResettableAtom = WritableAtom<unknown, [typeof RESET], unknown>;

/**
 * Every atom that holds something of the person using the app: the session (token, user), where
 * they were going, what the app was about to show them. On a shared kiosk all of it goes when
 * the citizen leaves (the idle wipe, docs/decisions/0022-kiosk-idle-wipe.md): an atom made with
 * `citizenAtom`, or an existing one passed to `registerCitizenAtom`, is reset by
 * `forgetCitizenAtom` without the wipe having to know it. Locale and mode are the terminal's,
 * not the citizen's, and are not registered.
 */
const citizenAtoms = new Set<ResettableAtom>();

export function registerCitizenAtom<A extends ResettableAtom>(citizenAtom: A): A {
  citizenAtoms.add(citizenAtom);
  return citizenAtom;
}

/** A plain (not persisted) atom of the citizen, back to `initial` when the citizen is forgotten. */
export function citizenAtom<Value>(initial: Value) {
  return registerCitizenAtom(atomWithReset<Value>(initial));
}

/** Resets every registered atom: from memory and, for the persisted ones, from storage. */
export const forgetCitizenAtom = atom(null, (_get, set) => {
  for (const registered of citizenAtoms) set(registered, RESET);
});
