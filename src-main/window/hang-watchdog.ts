/**
 * Chromium's own hang monitor (`unresponsive`) waits tens of seconds; a citizen in front of a
 * frozen terminal walks away long before that. Main pings the page (a trivial
 * `executeJavaScript`, answered only when the renderer's main thread is free) and declares it
 * hung when a ping stays unanswered for `timeoutMs`: with the defaults a freeze is detected in
 * at most 3 s (one interval + the timeout), leaving the restart the rest of the 5 s budget.
 */
export type WatchdogTimers = {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  now: () => number;
};

export type HangWatchdogDeps = {
  /** Resolves when the page answers; never resolves while its main thread is blocked. */
  ping: () => Promise<unknown>;
  /** A page loading a new document answers nothing meanwhile, and is not hung. */
  isLoading: () => boolean;
  onHang: () => void;
  intervalMs?: number;
  timeoutMs?: number;
  timers?: WatchdogTimers;
};

export const HANG_CHECK_INTERVAL_MS = 500;
export const HANG_TIMEOUT_MS = 2_500;

const realTimers: WatchdogTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

export function createHangWatchdog(deps: HangWatchdogDeps) {
  const timers = deps.timers ?? realTimers;
  const timeoutMs = deps.timeoutMs ?? HANG_TIMEOUT_MS;
  let handle: unknown = null;
  /** When the oldest unanswered ping was sent; null when every ping was answered. */
  let waitingSince: number | null = null;

  const tick = () => {
    if (deps.isLoading()) {
      waitingSince = null;
      return;
    }
    const now = timers.now();
    if (waitingSince !== null) {
      if (now - waitingSince >= timeoutMs) {
        waitingSince = null;
        deps.onHang();
      }
      return;
    }
    waitingSince = now;
    deps.ping().then(
      () => (waitingSince = null),
      // A rejected ping (page navigated, context destroyed) is an answer, not a hang.
      () => (waitingSince = null),
    );
  };

  return {
    start(): void {
      if (handle === null) handle = timers.setInterval(tick, deps.intervalMs ?? HANG_CHECK_INTERVAL_MS);
    },
    /** After a reload: forget the ping the old page never answered. */
    reset(): void {
      waitingSince = null;
    },
    stop(): void {
      if (handle !== null) timers.clearInterval(handle);
      handle = null;
      waitingSince = null;
    },
  };
}
