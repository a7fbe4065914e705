import { describe, expect, it } from 'vitest';
import { cameraErrorReason, meetsMinimumResolution, orderReasons } from './not-ready.ts';

const domError = (name: string) => new DOMException('camera', name);

describe('cameraErrorReason (spec §8 device check)', () => {
  it.each([
    ['NotFoundError', 'no-camera'],
    ['DevicesNotFoundError', 'no-camera'],
    ['NotAllowedError', 'camera-blocked'],
    ['PermissionDeniedError', 'camera-blocked'],
    ['SecurityError', 'camera-blocked'],
    ['NotReadableError', 'camera-busy'],
    ['TrackStartError', 'camera-busy'],
    ['AbortError', 'camera-busy'],
    ['OverconstrainedError', 'low-resolution'],
    ['TypeError', 'camera-error'],
  ] as const)('%s → %s', (name, reason) => {
    expect(cameraErrorReason(domError(name))).toBe(reason);
  });

  it('reads the name of a plain object too (older embedded Chromium)', () => {
    expect(cameraErrorReason({ name: 'PermissionDeniedError' })).toBe('camera-blocked');
  });

  it('calls anything else an unknown camera error', () => {
    expect(cameraErrorReason(new Error('boom'))).toBe('camera-error');
    expect(cameraErrorReason('nope')).toBe('camera-error');
    expect(cameraErrorReason(null)).toBe('camera-error');
  });
});

describe('meetsMinimumResolution (spec §9 webcam minimum 640×480)', () => {
  it('accepts 640×480 and more, in either orientation', () => {
    expect(meetsMinimumResolution(640, 480)).toBe(true);
    expect(meetsMinimumResolution(1280, 720)).toBe(true);
    expect(meetsMinimumResolution(480, 640)).toBe(true);
  });

  it('refuses less', () => {
    expect(meetsMinimumResolution(320, 240)).toBe(false);
    expect(meetsMinimumResolution(640, 360)).toBe(false);
    expect(meetsMinimumResolution(0, 0)).toBe(false);
  });
});

describe('orderReasons', () => {
  it('lists each reason once, camera before connection', () => {
    expect(orderReasons(['no-connection', 'camera-blocked', 'no-connection'])).toEqual(['camera-blocked', 'no-connection']);
  });
});
