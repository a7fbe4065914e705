import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DeviceAlert } from './device-alert.tsx';
import { lostDevices, presentKinds } from './device-watch.ts';

const device = (kind: MediaDeviceKind, label = ''): MediaDeviceInfo => ({ kind, label, deviceId: `${kind}-${label}`, groupId: '', toJSON: () => ({}) });

/** A MediaDevices whose device list the test changes, firing `devicechange` like a real unplug. */
function pluggableMedia(initial: MediaDeviceInfo[]) {
  const target = new EventTarget();
  let devices = initial;
  const media = Object.assign(target, { enumerateDevices: async () => devices }) as unknown as MediaDevices;
  return {
    media,
    plug: async (next: MediaDeviceInfo[]) => {
      devices = next;
      await act(async () => {
        target.dispatchEvent(new Event('devicechange'));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

describe('devices unplugged during use (spec §8 device messages)', () => {
  it.each([
    ['nothing lost', ['videoinput', 'audioinput', 'audiooutput'], ['videoinput', 'audioinput', 'audiooutput'], []],
    ['the camera pulled out', ['videoinput', 'audioinput'], ['audioinput'], ['no-camera']],
    ['the headset pulled out', ['videoinput', 'audioinput', 'audiooutput'], ['videoinput'], ['no-microphone', 'no-audio-output']],
    ['a device the terminal never had', ['videoinput'], ['videoinput'], []],
  ] as const)('%s', (_name, before, after, lost) => {
    expect(lostDevices(new Set(before), new Set(after))).toEqual(lost);
  });

  it('counts a pinned headset as gone when only another microphone is left', () => {
    const devices = [device('audioinput', 'Built-in Microphone')];
    expect(presentKinds(devices, { microphone: 'Jabra Evolve 40' }).has('audioinput')).toBe(false);
    expect(presentKinds(devices, {}).has('audioinput')).toBe(true);
  });

  it('shows the message when the camera is unplugged and takes it away when it is back', async () => {
    const all = [device('videoinput', 'Integrated Camera'), device('audioinput', 'Mic')];
    const { media, plug } = pluggableMedia(all);
    await renderWithProviders(<DeviceAlert media={media} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The toaster has an alert region too; this one is the device alert.
    const alert = screen.getAllByRole('alert').find((element) => element.classList.contains('device-alert'))!;
    expect(alert.textContent).toBe('');
    await plug([device('audioinput', 'Mic')]);
    expect(alert.textContent).toContain('Veb-kamera topilmadi');
    await plug(all);
    expect(alert.textContent).toBe('');
  });
});
