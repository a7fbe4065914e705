import * as v from 'valibot';

/**
 * Devices a terminal's config pins by label (docs/architecture.md, Kiosk main-process duties:
 * devices): a hall's terminal has a built-in camera and a headset, and the operating system's
 * default is often the wrong one (jitsi-meet-electron users' "wrong camera picked").
 * Labels, not device ids: ids change per origin and after a driver update, labels do not.
 */
const Label = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

export const PreferredDevicesSchema = v.object({
  camera: v.optional(Label),
  microphone: v.optional(Label),
  audioOutput: v.optional(Label),
});
export type PreferredDevices = v.InferOutput<typeof PreferredDevicesSchema>;

export type DeviceKind = 'videoinput' | 'audioinput' | 'audiooutput';
export type DeviceEntry = { deviceId: string; kind: string; label: string };

export type DeviceChoice =
  /** The pinned device is present. */
  | { kind: 'pinned'; deviceId: string; label: string }
  /** Nothing pinned: the system default. */
  | { kind: 'default' }
  /** A device is pinned but absent: the system default stands in, and the self-test says so. */
  | { kind: 'pinned-missing'; wanted: string };

const normalize = (label: string) => label.trim().toLowerCase();

/**
 * The device to use for `kind`: the one whose label is the pinned label (case and surrounding
 * spaces aside), else the first whose label contains it (a driver may add a suffix such as
 * "(046d:0825)"). Labels are empty until the page may use media: then nothing can match.
 */
export function chooseDevice(devices: readonly DeviceEntry[], kind: DeviceKind, pinned: string | undefined): DeviceChoice {
  if (pinned === undefined || pinned.trim() === '') return { kind: 'default' };
  const wanted = normalize(pinned);
  const ofKind = devices.filter((device) => device.kind === kind && device.label !== '');
  const found = ofKind.find((device) => normalize(device.label) === wanted) ?? ofKind.find((device) => normalize(device.label).includes(wanted));
  return found ? { kind: 'pinned', deviceId: found.deviceId, label: found.label } : { kind: 'pinned-missing', wanted: pinned };
}
