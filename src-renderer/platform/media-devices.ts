import { WEBCAM_MIN_HEIGHT, WEBCAM_MIN_WIDTH } from '../../src-domain/constants.ts';
import { chooseDevice, type DeviceChoice, type DeviceKind, type PreferredDevices } from '../../src-domain/kiosk/preferred-devices.ts';
import { kioskBridge } from './kiosk.ts';

/**
 * Every `getUserMedia` of the kiosk (face check, self-test, device test, video call) asks for
 * its devices here, so the terminal config's pinned camera, microphone and audio output
 * (src-domain/kiosk/preferred-devices.ts) are used everywhere. In a browser nothing is pinned.
 */

/** Spec §9 webcam minimum as the ideal: the browser picks the nearest mode; `user` is the front camera. */
export const DEFAULT_VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: WEBCAM_MIN_WIDTH },
  height: { ideal: WEBCAM_MIN_HEIGHT },
  facingMode: 'user',
};

export async function preferredDevices(): Promise<PreferredDevices> {
  const bridge = kioskBridge();
  if (!bridge) return {};
  try {
    return (await bridge.terminalConfig()).devices;
  } catch {
    return {};
  }
}

async function listDevices(media: MediaDevices): Promise<MediaDeviceInfo[]> {
  try {
    return await media.enumerateDevices();
  } catch {
    return [];
  }
}

/** Which device of `kind` the kiosk should use now (pinned, default, or pinned but absent). */
export async function deviceChoice(media: MediaDevices, kind: DeviceKind): Promise<DeviceChoice> {
  const pinned = await preferredDevices();
  const label = kind === 'videoinput' ? pinned.camera : kind === 'audioinput' ? pinned.microphone : pinned.audioOutput;
  if (label === undefined) return { kind: 'default' };
  return chooseDevice(await listDevices(media), kind, label);
}

const withDevice = (base: MediaTrackConstraints, choice: DeviceChoice): MediaTrackConstraints =>
  choice.kind === 'pinned' ? { ...base, deviceId: { exact: choice.deviceId } } : base;

/** Constraints for `getUserMedia`: the pinned devices when present, else the system default. */
export async function mediaConstraints(media: MediaDevices, want: { video?: boolean; audio?: boolean }): Promise<MediaStreamConstraints> {
  const video = want.video ? withDevice(DEFAULT_VIDEO_CONSTRAINTS, await deviceChoice(media, 'videoinput')) : false;
  const audio = want.audio ? withDevice({ echoCancellation: true, noiseSuppression: true }, await deviceChoice(media, 'audioinput')) : false;
  return { audio, video };
}

/** The sink id for `HTMLMediaElement.setSinkId`, or '' for the system default output. */
export async function audioOutputId(media: MediaDevices): Promise<string> {
  const choice = await deviceChoice(media, 'audiooutput');
  return choice.kind === 'pinned' ? choice.deviceId : '';
}

export type MediaErrorKind = 'not-found' | 'blocked' | 'busy' | 'overconstrained' | 'error';

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';
}

/**
 * Why `getUserMedia` failed, by the error's name (Media Capture and Streams §10.2; the older
 * Chrome names still appear in embedded Chromium builds).
 */
export function mediaErrorKind(error: unknown): MediaErrorKind {
  switch (errorName(error)) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'not-found';
    // SecurityError: a page without a secure context, or media disallowed by policy.
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'blocked';
    // AbortError: Firefox's word for a device held by another program.
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'overconstrained';
    default:
      return 'error';
  }
}
