import { atomWithStorage } from 'jotai/utils';

/** The synchronous storage shape `atomWithStorage` accepts (not exported by jotai's utils). */
interface SyncStorage<Value> {
  getItem: (key: string, initial: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
  subscribe: (key: string, callback: (value: Value) => void, initial: Value) => () => void;
}

/** localStorage keys of the persisted client state (spec §3: token, user, mode, locale, redirectUrl). */
export const STORAGE_KEYS = {
  token: 'enotary.token',
  user: 'enotary.user',
  mode: 'enotary.mode',
  locale: 'enotary.locale',
  redirectUrl: 'enotary.redirectUrl',
} as const;

/**
 * localStorage as JSON, validated on read: a stored value that fails `isValid` (an old format, a
 * hand-edited entry) reads as the initial value instead of crashing the app. Another tab's
 * change arrives through the `storage` event, so logging out in one tab logs out all of them.
 */
function validatedStorage<Value>(isValid: (value: unknown) => value is Value): SyncStorage<Value> {
  const parse = (text: string | null, initial: Value): Value => {
    if (text === null) return initial;
    try {
      const value: unknown = JSON.parse(text);
      return isValid(value) ? value : initial;
    } catch {
      return initial;
    }
  };
  return {
    getItem: (key, initial) => {
      try {
        return parse(window.localStorage.getItem(key), initial);
      } catch {
        return initial; // storage disabled: the app still works, it just forgets on reload
      }
    },
    setItem: (key, value) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Quota or disabled storage: keep the in-memory value.
      }
    },
    removeItem: (key) => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // As above.
      }
    },
    subscribe: (key, callback, initial) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) callback(parse(event.newValue, initial));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * An atom kept in localStorage. `getOnInit` reads storage when the atom is first used, so the
 * very first render already knows the token: the route guards must neither flash a protected
 * page nor bounce a signed-in user to the login.
 */
export function persistedAtom<Value>(key: string, initial: Value, isValid: (value: unknown) => value is Value) {
  return atomWithStorage<Value>(key, initial, validatedStorage(isValid), { getOnInit: true });
}
