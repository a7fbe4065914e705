import { WEBCAM_MIN_HEIGHT, WEBCAM_MIN_WIDTH } from '../../../src-domain/constants.ts';

/**
 * What can keep the face check from starting (spec §8: "a not-ready error lists missing camera,
 * video or connection"; the device-check rows name the camera's own failures).
 */
export const NOT_READY_REASONS = ['no-camera', 'camera-blocked', 'camera-busy', 'low-resolution', 'camera-error', 'video-not-playing', 'no-connection'] as const;
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

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';
}

/**
 * Why `getUserMedia` failed, by the error's name (Media Capture and Streams §10.2; the older
 * Chrome names still appear in embedded Chromium builds).
 */
export function cameraErrorReason(error: unknown): NotReadyReason {
  switch (errorName(error)) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'no-camera';
    // SecurityError: a page without a secure context, or the camera disallowed by policy.
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'camera-blocked';
    // AbortError: Firefox's word for a camera held by another program.
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'camera-busy';
    // Only a mandatory constraint fails like this; ours are "ideal", so the camera cannot deliver.
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'low-resolution';
    default:
      return 'camera-error';
  }
}

/**
 * Spec §9 webcam minimum 640×480, in either orientation: a phone's front camera delivers
 * 480×640 upright, which is as good for the check.
 */
export function meetsMinimumResolution(width: number, height: number): boolean {
  return Math.max(width, height) >= Math.max(WEBCAM_MIN_WIDTH, WEBCAM_MIN_HEIGHT) && Math.min(width, height) >= Math.min(WEBCAM_MIN_WIDTH, WEBCAM_MIN_HEIGHT);
}
