/**
 * Face-check hint codes the server sends in `stats.errors` (spec §8 "Face-check hints",
 * codes 1–68). Names for the codes this server emits; texts and arrows are in face-hints.ts.
 */
export const HINT = {
  blurred: 3,
  tooDark: 4,
  tooBright: 5,
  unevenLight: 6,
  /** Over-exposed skin: a light source's glare on the face. */
  glare: 7,
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
  /** The face points down: raise the chin. */
  raiseChin: 23,
  /** The face points up: lower the chin. */
  lowerChin: 24,
  lowFrameQuality: 30,
  continueShooting: 32,
  continue: 37,
  moveFarther: 38,
  /** Generic (error with code): the face changed to another person during the check. */
  personChanged: 40,
  /** Eyes shut on a frame that must show them (the final, straight face). */
  openEyes: 51,
  lookStraight: 63,
  /** The "turn right" step: turn the face to the user's own right (spec §8 "turn face right"). */
  turnRightStep: 64,
  /** The "turn left" step. */
  turnLeftStep: 65,
  /**
   * Beyond spec §8's 1–68 (docs/decisions/0063-presentation-attacks.md): the face moved as one
   * plane when it turned — a photo or a screen, not a head.
   */
  flatPicture: 69,
  /** Beyond spec §8: the face does not reflect the screen's colours; come closer to the screen. */
  screenLight: 70,
} as const;

export type HintCode = number;
export const MIN_HINT_CODE = 1;
/** Spec §8 has 1–68; 69 and 70 are this portal's (docs/decisions/0063-presentation-attacks.md). */
export const MAX_HINT_CODE = 70;
