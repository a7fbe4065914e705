import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { forgetCitizenAtom } from '../../state/citizen-state.ts';
import { localeAtom } from '../../state/locale.ts';
import { modeAtom } from '../../state/mode.ts';
import type { appStore } from '../../state/store.ts';
import { tokenAtom } from '../../state/token.ts';

/** Everything the wipe touches, passed in: the app gives the real ones, the tests fakes. */
export interface CitizenWipeDeps {
  store: typeof appStore;
  /** The terminal's locale for the next citizen (terminal config `defaultLocale`). */
  defaultLocale: Locale;
  /** `POST /api/logout` with the session's token, read when called; never throws. */
  endServerSession: () => Promise<void>;
  /** The shell's main process clears the window session (bridge `clearSession`). */
  clearShellSession: () => Promise<void>;
  /** Stops every camera and microphone track still running. */
  stopUserMedia: () => void;
  /** Empties the TanStack Query cache. */
  clearServerCache: () => void;
  /** Empties local and session storage. */
  clearWebStorage: () => void;
  /**
   * Leaves whatever the citizen was looking at: in the running app the kiosk login with a freshly
   * mounted tree (unsaved forms gone); on start the address alone.
   */
  leave: () => Promise<void> | void;
}

/**
 * The kiosk idle wipe (docs/decisions/0022-kiosk-idle-wipe.md): nothing of the last citizen is
 * left for the next one. Order matters:
 * 1. the server session is ended first, because the logout call carries the token and the token
 *    is about to go; it is not awaited (offline, the token is dropped anyway and the server's
 *    kiosk idle lifetime ends its copy), and the returned promise settles when it is done;
 * 2. camera and microphone off, then the citizen's pages are left, so nothing renders what is
 *    about to be cleared;
 * 3. every citizen atom (memory and storage), the query cache, local and session storage, then
 *    the shell's session (cookies, HTTP cache, IndexedDB …): a failure there is reported but
 *    does not stop the rest;
 * 4. the terminal's own settings are written back: its default locale, kiosk mode.
 */
export async function wipeCitizen(deps: CitizenWipeDeps): Promise<{ serverSessionEnded: Promise<void> }> {
  const serverSessionEnded = deps.store.get(tokenAtom) === null ? Promise.resolve() : deps.endServerSession();
  deps.stopUserMedia();
  try {
    await deps.leave();
  } catch (error) {
    // A page that cannot be left (its chunk failed) is still wiped; the guards send it to the login.
    console.error("the kiosk could not leave the citizen's page", error);
  }
  deps.store.set(forgetCitizenAtom);
  deps.clearServerCache();
  deps.clearWebStorage();
  try {
    await deps.clearShellSession();
  } catch (error) {
    console.error('the kiosk shell could not clear the window session', error);
  }
  deps.store.set(localeAtom, deps.defaultLocale);
  deps.store.set(modeAtom, 'kiosk');
  return { serverSessionEnded };
}
