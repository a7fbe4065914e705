import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import { HINT, type HintCode } from '../../../src-domain/liveness/hint-codes.ts';
import { CHALLENGE } from './challenge-thresholds.ts';

export interface StepFace {
  sizeRatio: number;
  rollDeg: number;
}

function sizeHints(face: StepFace, min: number, max: number): HintCode[] {
  if (face.sizeRatio < min) return [HINT.moveCloser];
  if (face.sizeRatio > max) return [HINT.moveFarther];
  return [];
}

/**
 * What the user still has to do for `step` (spec §8 codes); empty when this face satisfies
 * it. Tilts use 21/22 (lean to the left / right shoulder), distance 12/38, upright 63.
 */
export function stepHints(step: ChallengeStep, face: StepFace): HintCode[] {
  switch (step) {
    case 'tilt-left':
      return [...sizeHints(face, CHALLENGE.sizeMin, CHALLENGE.sizeNormalMax), ...(face.rollDeg >= CHALLENGE.tiltMinDeg ? [] : [HINT.tiltLeft])];
    case 'tilt-right':
      return [...sizeHints(face, CHALLENGE.sizeMin, CHALLENGE.sizeNormalMax), ...(face.rollDeg <= -CHALLENGE.tiltMinDeg ? [] : [HINT.tiltRight])];
    case 'closer':
      return [...sizeHints(face, CHALLENGE.closerMin, CHALLENGE.closerMax), ...(Math.abs(face.rollDeg) <= CHALLENGE.uprightMaxDeg ? [] : [HINT.lookStraight])];
    case 'neutral':
      return [
        ...sizeHints(face, CHALLENGE.sizeMin, CHALLENGE.sizeNormalMax),
        ...(Math.abs(face.rollDeg) <= CHALLENGE.uprightMaxDeg ? [] : [HINT.lookStraight]),
      ];
    default:
      return missingStep(step);
  }
}

function missingStep(step: never): never {
  throw new Error(`unknown challenge step ${String(step)}`);
}
