/** Fake-camera files for Chromium's `--use-file-for-fake-video-capture` (made by global setup). */
export const CAMERA_VIDEOS = {
  /** A person performing every challenge action in turn (loops). */
  face: '.cache/e2e/camera-face.y4m',
  /** A printed photo held still: must never pass. */
  still: '.cache/e2e/camera-still.y4m',
  /** An empty room: no face at all. */
  noFace: '.cache/e2e/camera-no-face.y4m',
} as const;

export function cameraArgs(file: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
