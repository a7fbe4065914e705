import { describe, expect, it } from 'vitest';
import { type DeviceMeasurements, judgeDeviceTest } from './device-test-verdict.ts';

const GOOD: DeviceMeasurements = {
  camera: { error: null, width: 640, height: 480, frameRate: 30 },
  microphone: { error: null, level: -24 },
  speaker: { heard: true },
  connection: { error: null, downloadMbps: 12, uploadMbps: 4.5 },
};

const withCamera = (camera: Partial<DeviceMeasurements['camera']>): DeviceMeasurements => ({ ...GOOD, camera: { ...GOOD.camera, ...camera } });
const withMicrophone = (microphone: Partial<DeviceMeasurements['microphone']>): DeviceMeasurements => ({
  ...GOOD,
  microphone: { ...GOOD.microphone, ...microphone },
});
const withConnection = (connection: Partial<DeviceMeasurements['connection']>): DeviceMeasurements => ({
  ...GOOD,
  connection: { ...GOOD.connection, ...connection },
});

describe('judgeDeviceTest (spec §1 webcam, microphone headset, internet; §5 thresholds; §8 device check)', () => {
  it('passes a 640×480 camera that delivers frames, a microphone that heard something, a heard tone and 2 Mb/s both ways', () => {
    expect(judgeDeviceTest(GOOD)).toEqual({
      camera: { passed: true, failure: null },
      microphone: { passed: true, failure: null },
      speaker: { passed: true, failure: null },
      connection: { passed: true, failure: null },
      passed: true,
    });
  });

  it.each([
    ['no webcam (§8)', withCamera({ error: 'no-webcam', width: null, height: null, frameRate: null }), 'no-webcam'],
    ['permission blocked (§8)', withCamera({ error: 'permission-blocked', width: null, height: null, frameRate: null }), 'permission-blocked'],
    ['camera in use (§8)', withCamera({ error: 'device-unreadable', width: null, height: null, frameRate: null }), 'device-unreadable'],
    ['below 640×480 (§5)', withCamera({ width: 320, height: 240 }), 'low-resolution'],
    ['640×360 is below too (§5)', withCamera({ width: 640, height: 360 }), 'low-resolution'],
    ['opened but no frame came (§8 unreadable)', withCamera({ width: null, height: null, frameRate: null }), 'device-unreadable'],
    ['frames of no size (§8 unreadable)', withCamera({ width: 0, height: 0 }), 'device-unreadable'],
    ['a frame size but zero frames counted (§8 unreadable)', withCamera({ frameRate: 0 }), 'device-unreadable'],
    ['an unknown error (§8)', withCamera({ error: 'unknown-error', width: null, height: null, frameRate: null }), 'unknown-error'],
  ] as const)('camera fails: %s', (_, measured, failure) => {
    const verdict = judgeDeviceTest(measured);
    expect(verdict.camera).toEqual({ passed: false, failure });
    expect(verdict.passed).toBe(false);
  });

  it('passes an upright phone camera (480×640) and an unmeasured frame rate', () => {
    expect(judgeDeviceTest(withCamera({ width: 480, height: 640, frameRate: null })).camera.passed).toBe(true);
  });

  it.each([
    ['no microphone (§8)', withMicrophone({ error: 'no-microphone', level: null }), 'no-microphone'],
    ['permission blocked (§8)', withMicrophone({ error: 'permission-blocked', level: null }), 'permission-blocked'],
    ['in use (§8)', withMicrophone({ error: 'device-unreadable', level: null }), 'device-unreadable'],
    ['nothing above the floor heard', withMicrophone({ level: -60 }), 'no-sound'],
    ['never measured', withMicrophone({ level: null }), 'no-sound'],
  ] as const)('microphone fails: %s', (_, measured, failure) => {
    expect(judgeDeviceTest(measured).microphone).toEqual({ passed: false, failure });
  });

  it('the speaker passes only when the person says they heard the tone', () => {
    expect(judgeDeviceTest({ ...GOOD, speaker: { heard: false } }).speaker).toEqual({ passed: false, failure: 'not-heard' });
  });

  it.each([
    ['exactly 2 Mb/s both ways passes (§5 minimum)', withConnection({ downloadMbps: 2, uploadMbps: 2 }), { passed: true, failure: null }],
    ['a slow upload fails whatever the download (§5)', withConnection({ downloadMbps: 50, uploadMbps: 1.9 }), { passed: false, failure: 'too-slow' }],
    ['a slow download fails (§5)', withConnection({ downloadMbps: 1.2, uploadMbps: 8 }), { passed: false, failure: 'too-slow' }],
    ['the server was not reached', withConnection({ error: 'unreachable', downloadMbps: null, uploadMbps: null }), { passed: false, failure: 'unreachable' }],
    ['a direction not measured', withConnection({ uploadMbps: null }), { passed: false, failure: 'unreachable' }],
  ] as const)('connection: %s', (_, measured, verdict) => {
    expect(judgeDeviceTest(measured).connection).toEqual(verdict);
  });
});
