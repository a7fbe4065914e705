import { describe, expect, it } from 'vitest';
import { heldActivities, holdActivity, isIdleHeld, onActivityHoldChange } from './activity-hold.ts';

describe('activity holds (a citizen’s work without touches holds the kiosk idle clock, docs/decisions/0022-kiosk-idle-wipe.md)', () => {
  it('is held while any hold lasts, names each activity once in a fixed order, tells listeners only on a change, ignores a second release', () => {
    const heard: string[][] = [];
    const stop = onActivityHoldChange((held) => heard.push([...held]));
    const call = holdActivity('call');
    const faceCheck = holdActivity('face-check');
    const secondFaceCheck = holdActivity('face-check');
    expect(heldActivities()).toEqual(['call', 'face-check']);
    faceCheck();
    faceCheck();
    expect(heldActivities()).toEqual(['call', 'face-check']);
    secondFaceCheck();
    expect(heldActivities()).toEqual(['call']);
    expect(isIdleHeld()).toBe(true);
    call();
    expect(isIdleHeld()).toBe(false);
    expect(heldActivities()).toEqual([]);
    expect(heard).toEqual([['call'], ['call', 'face-check'], ['call'], []]);
    stop();
    holdActivity('signing')();
    expect(heard).toHaveLength(4);
  });

  it('keeps the same list object until the set changes (a stable snapshot for React)', () => {
    const release = holdActivity('device-test');
    const first = heldActivities();
    const again = holdActivity('device-test');
    expect(heldActivities()).toBe(first);
    again();
    release();
    expect(heldActivities()).toEqual([]);
  });
});
