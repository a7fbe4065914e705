/**
 * What to do when the renderer dies or hangs (a hang is turned into a crash by
 * `hang-watchdog.ts`). `reload` loads the start page again, back in a second; but a page that
 * keeps crashing (bad GPU driver, leaking memory) needs a fresh process, so after `maxReloads`
 * crashes within `windowMs` the whole app is relaunched.
 */
export type RecoveryAction = 'reload' | 'relaunch';
export type CrashLimits = { maxReloads: number; windowMs: number };

export const DEFAULT_CRASH_LIMITS: CrashLimits = { maxReloads: 3, windowMs: 5 * 60_000 };

export type RecoveryDecision = { action: RecoveryAction; recentCrashes: number[] };

/** Pure decision: given the earlier crash times, the time of this one and the limits. */
export function decideRecovery(earlierCrashes: readonly number[], nowMs: number, limits: CrashLimits): RecoveryDecision {
  const recentCrashes = [...earlierCrashes.filter((t) => nowMs - t < limits.windowMs), nowMs];
  if (recentCrashes.length > limits.maxReloads) return { action: 'relaunch', recentCrashes: [] };
  return { action: 'reload', recentCrashes };
}

/** The stateful wrapper the Electron glue holds, one per window. */
export function createCrashRecovery(limits: CrashLimits = DEFAULT_CRASH_LIMITS, now: () => number = Date.now) {
  let crashes: number[] = [];
  return {
    onRendererGone(): RecoveryAction {
      const decision = decideRecovery(crashes, now(), limits);
      crashes = decision.recentCrashes;
      return decision.action;
    },
  };
}
