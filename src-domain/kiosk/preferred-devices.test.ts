import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chooseDevice, PreferredDevicesSchema, type DeviceEntry } from './preferred-devices.ts';

const devices: DeviceEntry[] = [
  { deviceId: 'cam-1', kind: 'videoinput', label: 'Integrated Camera' },
  { deviceId: 'cam-2', kind: 'videoinput', label: 'Logitech C920 (046d:082d)' },
  { deviceId: 'mic-1', kind: 'audioinput', label: 'Jabra Evolve 40 Mono' },
  { deviceId: 'out-1', kind: 'audiooutput', label: 'Jabra Evolve 40 Mono' },
];

describe('chooseDevice (terminal config pins devices by label)', () => {
  it.each([
    ['nothing pinned', 'videoinput', undefined, { kind: 'default' }],
    ['an empty pin', 'videoinput', '  ', { kind: 'default' }],
    ['the exact label', 'videoinput', 'Integrated Camera', { kind: 'pinned', deviceId: 'cam-1', label: 'Integrated Camera' }],
    ['another case and spaces', 'videoinput', ' integrated camera ', { kind: 'pinned', deviceId: 'cam-1', label: 'Integrated Camera' }],
    ['a label the driver suffixed', 'videoinput', 'Logitech C920', { kind: 'pinned', deviceId: 'cam-2', label: 'Logitech C920 (046d:082d)' }],
    ['the headset as microphone', 'audioinput', 'Jabra Evolve 40', { kind: 'pinned', deviceId: 'mic-1', label: 'Jabra Evolve 40 Mono' }],
    [
      'the headset as output, not the microphone of the same name',
      'audiooutput',
      'Jabra Evolve 40 Mono',
      { kind: 'pinned', deviceId: 'out-1', label: 'Jabra Evolve 40 Mono' },
    ],
    ['an unplugged camera', 'videoinput', 'Logitech BRIO', { kind: 'pinned-missing', wanted: 'Logitech BRIO' }],
    ['a microphone label used for a camera', 'videoinput', 'Jabra Evolve 40', { kind: 'pinned-missing', wanted: 'Jabra Evolve 40' }],
  ] as const)('%s', (_name, kind, pinned, choice) => {
    expect(chooseDevice(devices, kind, pinned)).toEqual(choice);
  });

  it('matches nothing while labels are hidden (no media permission yet)', () => {
    const hidden = devices.map((device) => ({ ...device, label: '' }));
    expect(chooseDevice(hidden, 'videoinput', 'Integrated Camera')).toEqual({ kind: 'pinned-missing', wanted: 'Integrated Camera' });
  });

  it('refuses an over-long or empty label in the config', () => {
    expect(v.safeParse(PreferredDevicesSchema, { camera: '' }).success).toBe(false);
    expect(v.safeParse(PreferredDevicesSchema, { camera: 'x'.repeat(201) }).success).toBe(false);
    expect(v.parse(PreferredDevicesSchema, { camera: ' Integrated Camera ' })).toEqual({ camera: 'Integrated Camera' });
  });
});
