import { describe, expect, it } from 'vitest';
import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import { stepHints } from './step-hints.ts';

describe('stepHints: what each challenge step still needs (spec §8 codes)', () => {
  it.each<[ChallengeStep, number, number, number[]]>([
    ['tilt-left', 0.9, 16, []],
    ['tilt-left', 0.9, 14, [21]],
    ['tilt-left', 0.9, -20, [21]],
    ['tilt-right', 0.9, -16, []],
    ['tilt-right', 0.9, 20, [22]],
    ['tilt-right', 0.5, -20, [12]],
    ['tilt-left', 1.3, 20, [38]],
    ['closer', 1.4, 0, []],
    ['closer', 0.9, 0, [12]],
    ['closer', 2.0, 0, [38]],
    ['closer', 1.5, 15, [63]],
    ['neutral', 0.9, 5, []],
    ['neutral', 1.5, 0, [38]],
    ['neutral', 0.5, 0, [12]],
    ['neutral', 0.9, -12, [63]],
  ])('%s with size %d and roll %d° → %j', (step, sizeRatio, rollDeg, hints) => {
    expect(stepHints(step, { sizeRatio, rollDeg })).toEqual(hints);
  });

  // Yaw: positive is the user's own right; the reference is the face before the turn.
  it.each<[ChallengeStep, number, number | null, number[]]>([
    ['turn-left', -20, 0, []],
    ['turn-left', -14, 0, [65]],
    ['turn-left', -20, -12, [65]],
    ['turn-left', 20, 0, [65]],
    ['turn-left', -20, null, [65]],
    ['turn-left', -50, 0, [64]],
    ['turn-right', 18, 5, []],
    ['turn-right', 18, 10, [64]],
    // 15° from the camera or from the face before the turn: a face looking straight a little to
    // one side turns as far both ways.
    ['turn-right', 13, -8, []],
    ['turn-left', -13, 12, []],
    ['turn-left', -10, 0, [65]],
    ['turn-right', 13, 0, [64]],
    ['turn-right', 18, 10, [64]],
    ['turn-right', -18, 0, [64]],
    ['turn-right', 46, 0, [65]],
    // Neutral gives the bestshot: a face still turned from the turn before is asked to look straight;
    // straight is the face's own yaw before the turn, which need not be 0°.
    ['neutral', 21, null, []],
    ['neutral', 21, 22, []],
    ['neutral', -6, 2, []],
    ['neutral', 32, 22, [63]],
    ['neutral', -16, 2, [63]],
  ])('%s at yaw %d° from %s° → %j', (step, yawDeg, referenceYawDeg, hints) => {
    expect(stepHints(step, { sizeRatio: 0.9, rollDeg: 0, yawDeg }, referenceYawDeg)).toEqual(hints);
  });
});
