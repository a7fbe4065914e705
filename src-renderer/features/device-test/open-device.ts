import { type DeviceError, deviceErrorOfName, errorName } from '../../../src-domain/devices/device-errors.ts';
import { mediaConstraints } from '../../platform/media-constraints.ts';

export type DeviceKindOpened = 'camera' | 'microphone';

const INPUT_KIND: Readonly<Record<DeviceKindOpened, MediaDeviceKind>> = { camera: 'videoinput', microphone: 'audioinput' };

/** Is there a device of `kind` at all? Asked first: a missing one is said without a permission prompt. */
async function hasDevice(media: MediaDevices, kind: MediaDeviceKind): Promise<boolean> {
  const devices = await media.enumerateDevices().catch(() => null);
  // Unknown (enumeration failed): let getUserMedia say what is wrong.
  return devices === null || devices.some((device) => device.kind === kind);
}

/**
 * Opens the camera or the microphone with `track` constraints (through the platform's one
 * constraints builder), or says why it cannot be used (spec §8 device check). Only an abort is
 * thrown.
 */
export async function openDevice(media: MediaDevices | undefined, kind: DeviceKindOpened, track: MediaTrackConstraints, signal: AbortSignal): Promise<MediaStream | DeviceError> {
  // No media devices at all: an insecure page or a browser without camera access.
  if (!media?.getUserMedia) return 'unknown-error';
  if (!(await hasDevice(media, INPUT_KIND[kind]))) return kind === 'camera' ? 'no-webcam' : 'no-microphone';
  signal.throwIfAborted();
  try {
    return await media.getUserMedia(await mediaConstraints(kind === 'camera' ? { video: track } : { audio: track }));
  } catch (error) {
    signal.throwIfAborted();
    return deviceErrorOfName(errorName(error), kind);
  }
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
