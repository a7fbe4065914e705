import { describe, expect, it } from 'vitest';
import { createCrashRecovery, decideRecovery } from './crash-recovery.ts';

const limits = { maxReloads: 3, windowMs: 60_000 };

describe('decideRecovery', () => {
  it('reloads after a first crash', () => {
    expect(decideRecovery([], 1_000, limits)).toEqual({ action: 'reload', recentCrashes: [1_000] });
  });

  it('reloads up to maxReloads crashes within the window', () => {
    expect(decideRecovery([1_000, 2_000], 3_000, limits).action).toBe('reload');
  });

  it('relaunches on the crash after maxReloads within the window, and starts counting afresh', () => {
    expect(decideRecovery([1_000, 2_000, 3_000], 4_000, limits)).toEqual({ action: 'relaunch', recentCrashes: [] });
  });

  it('forgets crashes older than the window', () => {
    expect(decideRecovery([1_000, 2_000, 3_000], 62_500, limits)).toEqual({ action: 'reload', recentCrashes: [3_000, 62_500] });
  });
});

describe('createCrashRecovery', () => {
  it('counts crashes across calls', () => {
    let now = 0;
    const recovery = createCrashRecovery(limits, () => now);
    const actions = [0, 10, 20, 30, 40].map((t) => {
      now = t;
      return recovery.onRendererGone();
    });
    expect(actions).toEqual(['reload', 'reload', 'reload', 'relaunch', 'reload']);
  });
});
