import { describe, expect, it } from 'vitest';
import { holdIdle, isIdleHeld, onIdleHoldChange } from './idle-hold.ts';

describe('idle holds (a face check or video call keeps the kiosk idle wipe away)', () => {
  it('is held while any hold lasts, tells listeners only at the first and the last, and ignores a second release', () => {
    const heard: boolean[] = [];
    const stop = onIdleHoldChange((held) => heard.push(held));
    const faceCheck = holdIdle();
    const videoCall = holdIdle();
    faceCheck();
    faceCheck();
    expect(isIdleHeld()).toBe(true);
    videoCall();
    expect(isIdleHeld()).toBe(false);
    expect(heard).toEqual([true, false]);
    stop();
    holdIdle()();
    expect(heard).toEqual([true, false]);
  });
});
