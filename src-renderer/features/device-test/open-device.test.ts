import { describe, expect, it, vi } from 'vitest';
import { openDevice } from './open-device.ts';

const device = (kind: MediaDeviceKind) => ({ kind, deviceId: 'default', groupId: 'g', label: '' }) as MediaDeviceInfo;
const STREAM = { getTracks: () => [] } as unknown as MediaStream;

function media({ devices = [device('videoinput'), device('audioinput')] as MediaDeviceInfo[] | Error, fails = null as string | null } = {}) {
  const getUserMedia = vi.fn(async () => {
    if (fails) throw new DOMException('refused', fails);
    return STREAM;
  });
  const enumerateDevices = vi.fn(async () => {
    if (devices instanceof Error) throw devices;
    return devices;
  });
  return { getUserMedia, enumerateDevices } as unknown as MediaDevices & { getUserMedia: typeof getUserMedia };
}

const signal = () => new AbortController().signal;

describe('openDevice (spec §8 device check)', () => {
  it('opens the camera at the spec minimum as an ideal, and the microphone alone and raw (no pinned devices on the web)', async () => {
    const devices = media();
    expect(await openDevice(devices, 'camera', signal())).toBe(STREAM);
    expect(devices.getUserMedia).toHaveBeenLastCalledWith({ video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' }, audio: false });
    expect(await openDevice(devices, 'microphone', signal())).toBe(STREAM);
    expect(devices.getUserMedia).toHaveBeenLastCalledWith({
      video: false,
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  });

  it.each([
    ['no camera among the devices', 'camera', media({ devices: [device('audioinput')] }), 'no-webcam'],
    ['no microphone among the devices', 'microphone', media({ devices: [device('videoinput'), device('audiooutput')] }), 'no-microphone'],
    ['the camera refused by the person or the site settings', 'camera', media({ fails: 'NotAllowedError' }), 'permission-blocked'],
    ['the microphone held by another program', 'microphone', media({ fails: 'NotReadableError' }), 'device-unreadable'],
    ['a camera that cannot deliver what was asked', 'camera', media({ fails: 'OverconstrainedError' }), 'low-resolution'],
    ['a device that vanished between the list and the opening', 'camera', media({ fails: 'NotFoundError' }), 'no-webcam'],
    ['anything else', 'microphone', media({ fails: 'TypeError' }), 'unknown-error'],
    ['an older embedded Chromium’s word for a refusal', 'microphone', media({ fails: 'PermissionDeniedError' }), 'permission-blocked'],
    ['Firefox’s word for a device held elsewhere', 'camera', media({ fails: 'AbortError' }), 'device-unreadable'],
    ['a page without media devices (not a secure origin)', 'camera', undefined, 'unknown-error'],
  ] as const)('%s → %s', async (_, kind, devices, error) => {
    expect(await openDevice(devices, kind, signal())).toBe(error);
  });

  it('lets getUserMedia decide when the device list cannot be read', async () => {
    const devices = media({ devices: new Error('enumeration failed') });
    expect(await openDevice(devices, 'camera', signal())).toBe(STREAM);
  });

  it('throws the abort instead of a verdict when the run was stopped meanwhile', async () => {
    const controller = new AbortController();
    const devices = media({ fails: 'NotAllowedError' });
    devices.getUserMedia.mockImplementation(async () => {
      controller.abort(new DOMException('stopped', 'AbortError'));
      throw new DOMException('refused', 'NotAllowedError');
    });
    await expect(openDevice(devices, 'camera', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
