/**
 * Clearing the server-state cache (TanStack Query) without importing it: the cache is created
 * by the first page that reads the server (`app/server-state.tsx`), not by the app shell, so the
 * shell's session code (logout, spec §8 "Access Denied") asks through here. A cache that does not
 * exist yet has nothing to clear.
 */
const clearers = new Set<() => void>();

/** Registers a cache's `clear`; returns the unregister function. */
export function registerServerCache(clear: () => void): () => void {
  clearers.add(clear);
  return () => {
    clearers.delete(clear);
  };
}

/** The user's server data goes with the session (on a shared kiosk the next citizen must not see it). */
export function clearServerCache(): void {
  for (const clear of clearers) clear();
}
