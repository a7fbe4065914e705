import { HINT, type HintCode } from '../../../src-domain/liveness/hint-codes.ts';
import type { FaceMeasure } from './frame-analysis.ts';
import { QUALITY } from './thresholds.ts';

export interface FrameMeasures {
  frameLuma: number;
  faceCount: number;
  face:
    | (Pick<FaceMeasure, 'sizeRatio' | 'offsetX' | 'offsetY' | 'yawDeg' | 'sharpness' | 'luma' | 'unevenness'> &
        Partial<Pick<FaceMeasure, 'pitchDeg' | 'glare'>> & { eyeOpenness?: number | null })
    | null;
}

/**
 * The quality problems of one frame as spec §8 hint codes, most important first: light
 * (4/5), face count (8/9), a face too small to judge (13), position (14–17), blur (3), uneven
 * light (6), glare (7), head turned (19/20), chin (23/24), eyes shut (51, only when the eyes were
 * read). Size, tilt and turns belong to the challenge step (step-hints.ts).
 */
export function assessFrame({ frameLuma, faceCount, face }: FrameMeasures): HintCode[] {
  const errors: HintCode[] = [];
  const add = (code: HintCode) => {
    if (!errors.includes(code)) errors.push(code);
  };
  if (frameLuma < QUALITY.frameDarkLuma) add(HINT.tooDark);
  if (frameLuma > QUALITY.frameBrightLuma) add(HINT.tooBright);
  if (faceCount === 0 || !face) {
    add(HINT.noFace);
    return errors;
  }
  if (faceCount > 1) {
    add(HINT.severalFaces);
    return errors;
  }
  if (face.luma < QUALITY.faceDarkLuma) add(HINT.tooDark);
  if (face.luma > QUALITY.faceBrightLuma) add(HINT.tooBright);
  // Too few pixels: sharpness and light of the face would be noise, report only distance and position.
  const tiny = face.sizeRatio < QUALITY.tinyFaceRatio;
  if (tiny) add(HINT.faceTooSmall);
  // The raw image is what the camera sees: a face on the image right is on the user's left.
  if (face.offsetX > QUALITY.offCentreX) add(HINT.cameraLeft);
  if (face.offsetX < -QUALITY.offCentreX) add(HINT.cameraRight);
  if (face.offsetY > QUALITY.offCentreY) add(HINT.cameraLower);
  if (face.offsetY < -QUALITY.offCentreY) add(HINT.cameraHigher);
  if (tiny) return errors;
  if (face.sharpness !== null && face.sharpness < QUALITY.blurredBelow) add(HINT.blurred);
  if (face.unevenness > QUALITY.unevenAbove) add(HINT.unevenLight);
  if ((face.glare ?? 0) > QUALITY.glareAbove) add(HINT.glare);
  if (face.yawDeg > QUALITY.maxYawDeg) add(HINT.turnLeft);
  if (face.yawDeg < -QUALITY.maxYawDeg) add(HINT.turnRight);
  if ((face.pitchDeg ?? 0) > QUALITY.chinDownAbove) add(HINT.raiseChin);
  if ((face.pitchDeg ?? 0) < QUALITY.chinUpBelow) add(HINT.lowerChin);
  if (typeof face.eyeOpenness === 'number' && face.eyeOpenness < QUALITY.eyesShutBelow) add(HINT.openEyes);
  return errors;
}
