import { useEffect, useState } from 'react';
import { chooseDevice, type DeviceKind, type PreferredDevices } from '../../../src-domain/kiosk/preferred-devices.ts';
import type { SelfTestCode } from '../../../src-domain/kiosk/self-test.ts';
import { preferredDevices } from '../../platform/media-devices.ts';

const WATCHED: readonly { kind: DeviceKind; code: SelfTestCode; pin: keyof PreferredDevices }[] = [
  { kind: 'videoinput', code: 'no-camera', pin: 'camera' },
  { kind: 'audioinput', code: 'no-microphone', pin: 'microphone' },
  { kind: 'audiooutput', code: 'no-audio-output', pin: 'audioOutput' },
];

/** Which watched kinds are usable in `devices`: one present, and the pinned one when labels show it. */
export function presentKinds(devices: readonly MediaDeviceInfo[], pins: PreferredDevices): Set<DeviceKind> {
  const present = new Set<DeviceKind>();
  for (const { kind, pin } of WATCHED) {
    const ofKind = devices.filter((device) => device.kind === kind);
    if (ofKind.length === 0) continue;
    const labelsShown = ofKind.some((device) => device.label !== '');
    if (pins[pin] !== undefined && labelsShown && chooseDevice(devices, kind, pins[pin]).kind === 'pinned-missing') continue;
    present.add(kind);
  }
  return present;
}

/**
 * Spec §8 device messages for devices unplugged during use: what was there when the kiosk
 * started watching and is gone now (a headset pulled out, a camera cable loose). Back again,
 * the message goes. A device the terminal never had is the self-test's business, not this.
 */
export function lostDevices(baseline: ReadonlySet<DeviceKind>, now: ReadonlySet<DeviceKind>): SelfTestCode[] {
  return WATCHED.filter(({ kind }) => baseline.has(kind) && !now.has(kind)).map(({ code }) => code);
}

export function useLostDevices(media: MediaDevices | undefined): SelfTestCode[] {
  const [lost, setLost] = useState<SelfTestCode[]>([]);
  useEffect(() => {
    if (!media?.enumerateDevices) return;
    let baseline: Set<DeviceKind> | null = null;
    let cancelled = false;
    const check = async () => {
      const [devices, pins] = await Promise.all([media.enumerateDevices().catch(() => []), preferredDevices()]);
      if (cancelled) return;
      const now = presentKinds(devices, pins);
      // The first look is the baseline; a kind that appears later joins it.
      baseline = new Set([...(baseline ?? []), ...now]);
      setLost(lostDevices(baseline, now));
    };
    void check();
    const onChange = () => void check();
    media.addEventListener('devicechange', onChange);
    return () => {
      cancelled = true;
      media.removeEventListener('devicechange', onChange);
    };
  }, [media]);
  return lost;
}
