/**
 * What a person typed on a wizard step and has not yet sent with "next"
 * (docs/decisions/0060-wizard-step-drafts.md): kept in this tab's session storage under the
 * person, the act and the step, so a refresh or a dropped connection loses nothing, and wiped
 * with the session on this device (logout, the kiosk's idle wipe). Only the fields the person
 * changed from what the server had are kept; the server's values stand for the rest.
 */

/** A step's unsent fields by name (a text, a box's list of ticked values, a flag). */
export type DraftValues = Readonly<Record<string, unknown>>;

/** Whose draft of what: a person id of the signed-in user, an act and one of its wizard's steps. */
export interface DraftKey {
  person: number;
  act: string;
  step: string;
}

const PREFIX = 'enotary.draft:';

const keyOf = ({ person, act, step }: DraftKey) => `${PREFIX}${person}:${act}:${step}`;
const personOf = (key: string) => key.slice(PREFIX.length).split(':', 1)[0];

/** The storage drafts live in: the tab's session storage, or none where it is unavailable (then nothing is kept). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function sessionStorageOrNone(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // disabled storage (some in-app browsers): drafts last as long as the page
  }
}

function draftKeys(storage: DraftStorage): string[] {
  const keys: string[] = [];
  for (let at = 0; at < storage.length; at += 1) {
    const key = storage.key(at);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/**
 * Drops every draft that is not `person`'s: one tab holds one person's drafts at most, so a
 * person signing in where another's session ran out finds nothing of theirs, not even in storage.
 */
export function keepOnlyDraftsOf(person: number | null, storage = sessionStorageOrNone()): void {
  if (!storage) return;
  for (const key of draftKeys(storage)) if (personOf(key) !== String(person)) storage.removeItem(key);
}

export function readDraft(key: DraftKey, storage = sessionStorageOrNone()): DraftValues | null {
  if (!storage) return null;
  keepOnlyDraftsOf(key.person, storage);
  try {
    const value: unknown = JSON.parse(storage.getItem(keyOf(key)) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as DraftValues) : null;
  } catch {
    return null; // a hand-edited entry reads as none
  }
}

/** Keeps `values` as the step's draft; no values at all removes it. */
export function writeDraft(key: DraftKey, values: DraftValues, storage = sessionStorageOrNone()): void {
  if (!storage) return;
  keepOnlyDraftsOf(key.person, storage);
  try {
    if (Object.keys(values).length === 0) storage.removeItem(keyOf(key));
    else storage.setItem(keyOf(key), JSON.stringify(values));
  } catch {
    // Quota: the values stay on screen, only a refresh would lose them.
  }
}

/** The step was saved: its draft is what the server now holds. */
export function clearDraft(key: DraftKey, storage = sessionStorageOrNone()): void {
  storage?.removeItem(keyOf(key));
}

/** Every draft of everyone in this tab (logout; the kiosk's idle wipe empties the whole storage anyway). */
export function clearAllDrafts(storage = sessionStorageOrNone()): void {
  if (!storage) return;
  for (const key of draftKeys(storage)) storage.removeItem(key);
}
