import type { Session } from 'electron';

/** What the idle wipe needs of the kiosk window's Electron `Session`. */
export type WindowSession = Pick<Session, 'clearStorageData' | 'clearCache'>;

/**
 * The main process's part of the kiosk idle wipe (docs/decisions/0022-kiosk-idle-wipe.md): the
 * renderer has already dropped its own state; this clears what only the browser process holds
 * for the window's session. `clearStorageData()` without options clears every storage type
 * (cookies, local and session storage, IndexedDB, cache storage, service workers, file system,
 * shader cache); `clearCache()` clears the HTTP cache, where answers about the last citizen
 * could still sit. Both are attempted even when one fails, and a failure is reported, because
 * the renderer must know the wipe was not complete.
 */
export async function clearWindowSession(session: WindowSession): Promise<null> {
  const outcomes = await Promise.allSettled([session.clearStorageData(), session.clearCache()]);
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failures.length > 0) throw new AggregateError(failures, 'The kiosk session could not be cleared completely');
  return null;
}
