import { FACE_FRAME_HEIGHT, FACE_FRAME_WIDTH, WEBCAM_MIN_HEIGHT, WEBCAM_MIN_WIDTH } from '../constants.ts';

export interface GuideRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the overlay's 180×250 face frame (spec §9) lies in a camera image of width×height.
 * The frame is defined on the 640×480 minimum webcam image (spec §9) and scales with the image
 * as the video does when shown whole ("object-fit: contain"), centred. The server measures
 * off-centre (codes 14–17) and face size against this rectangle; the overlay draws the same one.
 */
export function guideRect(width: number, height: number): GuideRect {
  const scale = Math.min(width / WEBCAM_MIN_WIDTH, height / WEBCAM_MIN_HEIGHT);
  const guideWidth = FACE_FRAME_WIDTH * scale;
  const guideHeight = FACE_FRAME_HEIGHT * scale;
  return { x: (width - guideWidth) / 2, y: (height - guideHeight) / 2, width: guideWidth, height: guideHeight };
}
