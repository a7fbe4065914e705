import { describe, expect, it } from 'vitest';
import { deviceErrorOfName, errorName } from './device-errors.ts';

describe('deviceErrorOfName (spec §8 device check)', () => {
  it.each([
    ['NotFoundError', 'camera', 'no-webcam'],
    ['NotFoundError', 'microphone', 'no-microphone'],
    ['DevicesNotFoundError', 'camera', 'no-webcam'],
    ['DevicesNotFoundError', 'microphone', 'no-microphone'],
    ['NotAllowedError', 'camera', 'permission-blocked'],
    ['NotAllowedError', 'microphone', 'permission-blocked'],
    ['PermissionDeniedError', 'camera', 'permission-blocked'],
    ['SecurityError', 'microphone', 'permission-blocked'],
    ['NotReadableError', 'camera', 'device-unreadable'],
    ['NotReadableError', 'microphone', 'device-unreadable'],
    ['TrackStartError', 'camera', 'device-unreadable'],
    ['AbortError', 'microphone', 'device-unreadable'],
    ['OverconstrainedError', 'camera', 'low-resolution'],
    ['ConstraintNotSatisfiedError', 'camera', 'low-resolution'],
    ['TypeError', 'camera', 'unknown-error'],
    ['', 'microphone', 'unknown-error'],
  ] as const)('%s from the %s → %s', (name, kind, error) => {
    expect(deviceErrorOfName(name, kind)).toBe(error);
  });
});

describe('errorName', () => {
  it('reads the name of an error object (a DOMException in a browser), and nothing else', () => {
    expect(errorName(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe('NotAllowedError');
    expect(errorName({ name: 'PermissionDeniedError' })).toBe('PermissionDeniedError');
    expect(errorName('NotAllowedError')).toBe('');
    expect(errorName(null)).toBe('');
    expect(errorName({ name: 4 })).toBe('');
  });
});
