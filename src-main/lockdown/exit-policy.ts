/**
 * A public terminal never ends up on the desktop: when its last window closes (the window
 * manager closed it, a crash took it), the app starts again. The only exits are the ones main
 * asks for itself, e.g. electron-updater's quit-and-install (src-main/updates/), which first
 * calls `allowExit`.
 */
export type ExitDecision = 'relaunch' | 'quit';

export function createExitPolicy() {
  let allowedReason: string | null = null;
  return {
    /** Lets the next close of every window end the app, for `reason` (logged by the caller). */
    allowExit(reason: string): void {
      allowedReason = reason;
    },
    exitAllowed(): boolean {
      return allowedReason !== null;
    },
    onAllWindowsClosed(): ExitDecision {
      return allowedReason === null ? 'relaunch' : 'quit';
    },
  };
}
export type ExitPolicy = ReturnType<typeof createExitPolicy>;
