import type { DeviceError } from '../../../src-domain/devices/device-errors.ts';
import { mediaConstraints, mediaErrorKind, type MediaErrorKind } from '../../platform/media-devices.ts';

export type DeviceKindOpened = 'camera' | 'microphone';

const INPUT_KIND: Readonly<Record<DeviceKindOpened, MediaDeviceKind>> = { camera: 'videoinput', microphone: 'audioinput' };

/**
 * The microphone is heard raw: echo cancelling, noise suppression and gain control would hide
 * what it really picks up (docs/decisions/0027-video-device-test.md).
 */
const RAW_AUDIO: MediaTrackConstraints = { echoCancellation: false, noiseSuppression: false, autoGainControl: false };

/** A failed `getUserMedia` as the spec §8 device check says it. */
function deviceError(kind: MediaErrorKind, device: DeviceKindOpened): DeviceError {
  switch (kind) {
    case 'not-found':
      return device === 'camera' ? 'no-webcam' : 'no-microphone';
    case 'blocked':
      return 'permission-blocked';
    case 'busy':
      return 'device-unreadable';
    // Only a mandatory constraint fails like this: the device cannot deliver what was asked.
    case 'overconstrained':
      return 'low-resolution';
    case 'error':
      return 'unknown-error';
  }
}

/** Is there a device of `kind` at all? Asked first: a missing one is said without a permission prompt. */
async function hasDevice(media: MediaDevices, kind: MediaDeviceKind): Promise<boolean> {
  const devices = await media.enumerateDevices().catch(() => null);
  // Unknown (enumeration failed): let getUserMedia say what is wrong.
  return devices === null || devices.some((device) => device.kind === kind);
}

/**
 * Opens the camera or the microphone — the kiosk's pinned one where the terminal pins it
 * (platform/media-devices.ts) — or says why it cannot be used (spec §8 device check). Only an
 * abort is thrown.
 */
export async function openDevice(media: MediaDevices | undefined, device: DeviceKindOpened, signal: AbortSignal): Promise<MediaStream | DeviceError> {
  // No media devices at all: an insecure page or a browser without camera access.
  if (!media?.getUserMedia) return 'unknown-error';
  if (!(await hasDevice(media, INPUT_KIND[device]))) return device === 'camera' ? 'no-webcam' : 'no-microphone';
  signal.throwIfAborted();
  try {
    const constraints = await mediaConstraints(media, device === 'camera' ? { video: true } : { audio: true });
    const audio = typeof constraints.audio === 'object' ? { ...constraints.audio, ...RAW_AUDIO } : constraints.audio;
    return await media.getUserMedia({ ...constraints, audio });
  } catch (error) {
    signal.throwIfAborted();
    return deviceError(mediaErrorKind(error), device);
  }
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
