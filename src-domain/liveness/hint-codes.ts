/**
 * Face-check hint codes the server sends in `stats.errors` (spec §8 "Face-check hints",
 * codes 1–68). Names for the codes this server emits; texts and arrows are in face-hints.ts.
 */
export const HINT = {
  blurred: 3,
  tooDark: 4,
  tooBright: 5,
  unevenLight: 6,
  noFace: 8,
  severalFaces: 9,
  moveCloser: 12,
  faceTooSmall: 13,
  cameraLower: 14,
  cameraLeft: 15,
  cameraHigher: 16,
  cameraRight: 17,
  turnRight: 19,
  turnLeft: 20,
  /** "head tilted too far right": the user should lean toward their left shoulder. */
  tiltLeft: 21,
  /** "head tilted too far left": the user should lean toward their right shoulder. */
  tiltRight: 22,
  lowFrameQuality: 30,
  continueShooting: 32,
  continue: 37,
  moveFarther: 38,
  /** Generic (error with code): the face changed to another person during the check. */
  personChanged: 40,
  lookStraight: 63,
} as const;

export type HintCode = number;
export const MIN_HINT_CODE = 1;
export const MAX_HINT_CODE = 68;
