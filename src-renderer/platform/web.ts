/**
 * Browser facilities the app uses outside React's world, kept here so pages and features stay
 * free of direct `sessionStorage` / `location` calls.
 */

/**
 * Reads a flag that lasts for this tab's session. Storage can be unavailable (some in-app
 * browsers, private modes); the caller says what that should count as.
 */
export function sessionFlag(key: string, whenUnavailable: boolean): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return whenUnavailable;
  }
}

export function setSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Unavailable storage was already treated as "set" by the reader.
  }
}

/** Leaves the app for another URL (e.g. an Android intent) as a full navigation. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}

/**
 * Empties this origin's local and session storage (the kiosk idle wipe). Unavailable storage
 * holds nothing to clear.
 */
export function clearWebStorage(): void {
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[storage].clear();
    } catch {
      // Disabled storage: nothing was kept in it.
    }
  }
}

/** Changes the address shown without a navigation (before the router exists). */
export function replaceAddress(path: string): void {
  window.history.replaceState(null, '', path);
}
