import path from 'node:path';
import { isAppOrigin } from './app-origin.ts';

/**
 * Where the shell's run-time files are (resources/README.md): next to app.asar when packaged
 * (`extraResources`), the repository's `resources/` in a developer run.
 */
export function resourcesDir(input: { isPackaged: boolean; resourcesPath: string; appPath: string }): string {
  return input.isPackaged ? path.join(input.resourcesPath, 'resources') : path.join(input.appPath, 'resources');
}

/** Chromium's ERR_ABORTED: a navigation replaced by another, not a failure. */
const ERR_ABORTED = -3;

/**
 * Whether a failed load leaves the citizen in front of a blank window: the main frame of the
 * app's own page did not load (its files are missing or unreadable). Then main shows
 * resources/out-of-service.html instead of nothing.
 */
export function showOutOfServiceAfterFailedLoad(input: { errorCode: number; isMainFrame: boolean; url: string; appOrigin: string }): boolean {
  return input.isMainFrame && input.errorCode !== ERR_ABORTED && isAppOrigin(input.url, input.appOrigin);
}
