/**
 * Spec §8 "Device check": why a camera or a microphone cannot be used. The same six failures
 * for both kinds of device; "no webcam" and "no microphone" say which one is missing. (Which
 * browser error means which: src-renderer/platform/media-devices.ts `mediaErrorKind`.)
 */
export const DEVICE_ERRORS = ['no-webcam', 'no-microphone', 'low-resolution', 'device-unreadable', 'permission-blocked', 'unknown-error'] as const;
export type DeviceError = (typeof DEVICE_ERRORS)[number];
