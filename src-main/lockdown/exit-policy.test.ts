import { describe, expect, it } from 'vitest';
import { createExitPolicy } from './exit-policy.ts';

describe('exit policy (the last window closing relaunches the kiosk)', () => {
  it('relaunches when the last window closes by itself', () => {
    const policy = createExitPolicy();
    expect(policy.onAllWindowsClosed()).toBe('relaunch');
    expect(policy.onAllWindowsClosed()).toBe('relaunch');
    expect(policy.exitAllowed()).toBe(false);
  });

  it('quits only after main itself allowed it (installing an update)', () => {
    const policy = createExitPolicy();
    policy.allowExit('install-update');
    expect(policy.exitAllowed()).toBe(true);
    expect(policy.onAllWindowsClosed()).toBe('quit');
  });
});
