import { meetsWebcamMinimum } from '../../../src-domain/kiosk/webcam-minimum.ts';
import { mediaErrorKind } from '../../platform/media-devices.ts';

/**
 * What can keep the face check from starting (spec §8: "a not-ready error lists missing camera,
 * video or connection"; the device-check rows name the camera's own failures).
 */
export const NOT_READY_REASONS = [
  'no-camera',
  'camera-blocked',
  'camera-busy',
  'low-resolution',
  'camera-error',
  'video-not-playing',
  'no-connection',
] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];

/** The check cannot start: the dialog lists `missing` with a Retry button. */
export class FaceCheckNotReadyError extends Error {
  readonly missing: readonly NotReadyReason[];

  constructor(missing: readonly NotReadyReason[]) {
    super(`Face check not ready: ${missing.join(', ')}`);
    this.name = 'FaceCheckNotReadyError';
    this.missing = missing;
  }
}

/** Several checks ran at once: each reason once, in the order the dialog lists them. */
export function orderReasons(reasons: Iterable<NotReadyReason>): NotReadyReason[] {
  const found = new Set(reasons);
  return NOT_READY_REASONS.filter((reason) => found.has(reason));
}

/** Why `getUserMedia` failed, in the face check's words (platform/media-devices.ts reads the error). */
export function cameraErrorReason(error: unknown): NotReadyReason {
  switch (mediaErrorKind(error)) {
    case 'not-found':
      return 'no-camera';
    case 'blocked':
      return 'camera-blocked';
    case 'busy':
      return 'camera-busy';
    // Only a mandatory constraint fails like this; ours are "ideal", so the camera cannot deliver.
    case 'overconstrained':
      return 'low-resolution';
    case 'error':
      return 'camera-error';
  }
}

/** Spec §9 webcam minimum 640×480 in either orientation (src-domain/kiosk/webcam-minimum.ts). */
export const meetsMinimumResolution = meetsWebcamMinimum;
