import { WEBCAM_MIN_HEIGHT, WEBCAM_MIN_WIDTH } from '../constants.ts';

/**
 * Spec §5 and §9: camera minimum 640×480, in either orientation: a phone's front camera
 * delivers 480×640 upright, which is as good.
 */
export function meetsMinimumResolution(width: number, height: number): boolean {
  return Math.max(width, height) >= Math.max(WEBCAM_MIN_WIDTH, WEBCAM_MIN_HEIGHT) && Math.min(width, height) >= Math.min(WEBCAM_MIN_WIDTH, WEBCAM_MIN_HEIGHT);
}
