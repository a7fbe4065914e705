import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import { HINT, type HintCode } from '../../../src-domain/liveness/hint-codes.ts';
import { CHALLENGE } from './challenge-thresholds.ts';

export interface StepFace {
  sizeRatio: number;
  rollDeg: number;
  /** Positive: turned toward the person's own right (Human's yaw). */
  yawDeg?: number;
}

function sizeHints(face: StepFace, min: number, max: number): HintCode[] {
  if (face.sizeRatio < min) return [HINT.moveCloser];
  if (face.sizeRatio > max) return [HINT.moveFarther];
  return [];
}

/** Still turned away from the face's own straight yaw (`referenceYawDeg`, the face before the turn). */
function turnedAway(face: StepFace, referenceYawDeg: number | null): boolean {
  return referenceYawDeg !== null && Math.abs((face.yawDeg ?? 0) - referenceYawDeg) > CHALLENGE.neutralMaxYawFromReferenceDeg;
}

export function isTurnStep(step: ChallengeStep): step is 'turn-left' | 'turn-right' {
  return step === 'turn-left' || step === 'turn-right';
}

/**
 * A turn: far enough to the asked side (the user's own left is a negative yaw) from the frame
 * before the turn (`referenceYawDeg`, null before one was seen: then nothing counts yet). Too
 * far asks to turn back a little (the other side's hint).
 */
function turnHints(step: 'turn-left' | 'turn-right', face: StepFace, referenceYawDeg: number | null): HintCode[] {
  const sign = step === 'turn-right' ? 1 : -1;
  const toward = sign * (face.yawDeg ?? 0);
  const ask = step === 'turn-right' ? HINT.turnRightStep : HINT.turnLeftStep;
  const back = step === 'turn-right' ? HINT.turnLeftStep : HINT.turnRightStep;
  const size = sizeHints(face, CHALLENGE.sizeMin, CHALLENGE.sizeNormalMax);
  if (toward > CHALLENGE.turnMaxDeg) return [...size, back];
  const turned = referenceYawDeg === null ? null : toward - sign * referenceYawDeg;
  // At least turnFromReferenceDeg from the face before the turn, and turnMinDeg either from it or
  // from the camera: a face looking straight a little to one side turns as far both ways.
  const farEnough = turned !== null && turned >= CHALLENGE.turnFromReferenceDeg && (turned >= CHALLENGE.turnMinDeg || toward >= CHALLENGE.turnMinDeg);
  return [...size, ...(farEnough ? [] : [ask])];
}

/**
 * What the user still has to do for `step` (spec §8 codes); empty when this face satisfies
 * it. Tilts use 21/22 (lean to the left / right shoulder), turns 65/64 (turn face left / right),
 * distance 12/38, upright 63.
 */
export function stepHints(step: ChallengeStep, face: StepFace, referenceYawDeg: number | null = null): HintCode[] {
  switch (step) {
    case 'tilt-left':
      return [...sizeHints(face, CHALLENGE.sizeMin, CHALLENGE.sizeNormalMax), ...(face.rollDeg >= CHALLENGE.tiltMinDeg ? [] : [HINT.tiltLeft])];
    case 'tilt-right':
      return [...sizeHints(face, CHALLENGE.sizeMin, CHALLENGE.sizeNormalMax), ...(face.rollDeg <= -CHALLENGE.tiltMinDeg ? [] : [HINT.tiltRight])];
    case 'turn-left':
    case 'turn-right':
      return turnHints(step, face, referenceYawDeg);
    case 'closer':
      return [...sizeHints(face, CHALLENGE.closerMin, CHALLENGE.closerMax), ...(Math.abs(face.rollDeg) <= CHALLENGE.uprightMaxDeg ? [] : [HINT.lookStraight])];
    case 'neutral':
      return [
        ...sizeHints(face, CHALLENGE.sizeMin, CHALLENGE.sizeNormalMax),
        ...(Math.abs(face.rollDeg) <= CHALLENGE.uprightMaxDeg && !turnedAway(face, referenceYawDeg) ? [] : [HINT.lookStraight]),
      ];
    default:
      return missingStep(step);
  }
}

function missingStep(step: never): never {
  throw new Error(`unknown challenge step ${String(step)}`);
}
