/**
 * Spec §8 "Device check": why a camera or a microphone cannot be used. The same six failures
 * for both kinds of device; "no webcam" and "no microphone" say which one is missing.
 */
export const DEVICE_ERRORS = ['no-webcam', 'no-microphone', 'low-resolution', 'device-unreadable', 'permission-blocked', 'unknown-error'] as const;
export type DeviceError = (typeof DEVICE_ERRORS)[number];

export type DeviceKind = 'camera' | 'microphone';

/**
 * Why `getUserMedia` failed, by the error's `name` (Media Capture and Streams §10.2: the names
 * of its DOMExceptions; the older Chrome names still appear in embedded Chromium builds). Only a
 * mandatory constraint fails with OverconstrainedError: the device cannot deliver what was asked.
 */
export function deviceErrorOfName(name: string, kind: DeviceKind): DeviceError {
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return kind === 'camera' ? 'no-webcam' : 'no-microphone';
    // SecurityError: a page without a secure context, or the device disallowed by policy.
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission-blocked';
    // AbortError: Firefox's word for a device held by another program.
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'device-unreadable';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'low-resolution';
    default:
      return 'unknown-error';
  }
}

/** The `name` of a thrown value (a DOMException, or a plain object from an old embedded browser). */
export function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';
}
