import { type DeviceError } from '../../../src-domain/devices/device-errors.ts';
import { WEBCAM_MIN_HEIGHT, WEBCAM_MIN_WIDTH } from '../../../src-domain/constants.ts';
import { mediaConstraints, mediaErrorKind } from '../../platform/media-devices.ts';
import { trackedMediaDevices } from '../../platform/user-media.ts';

/** The camera and microphone a person picked in the call panel (device ids of this browser). */
export interface MediaChoice {
  readonly videoDeviceId?: string | undefined;
  readonly audioDeviceId?: string | undefined;
}

/** Spec §8 "Device check" failure of a call's camera or microphone. */
export class DeviceProblemError extends Error {
  readonly problem: DeviceError;
  constructor(problem: DeviceError) {
    super(`device: ${problem}`);
    this.name = 'DeviceProblemError';
    this.problem = problem;
  }
}

/** What getUserMedia's failure means to a person, naming the missing device when one is. */
export function deviceProblemOf(error: unknown, devices: { cameras: number; microphones: number }): DeviceError {
  if (devices.cameras === 0) return 'no-webcam';
  if (devices.microphones === 0) return 'no-microphone';
  switch (mediaErrorKind(error)) {
    case 'blocked':
      return 'permission-blocked';
    case 'busy':
      return 'device-unreadable';
    case 'not-found':
      return 'no-webcam';
    case 'overconstrained':
      return 'low-resolution';
    case 'error':
      return 'unknown-error';
  }
}

/** Spec §5 "Camera: minimum 640x480": the camera's actual size, either way round. */
export function meetsCallResolution(settings: { width?: number; height?: number }): boolean {
  const { width = 0, height = 0 } = settings;
  return Math.max(width, height) >= WEBCAM_MIN_WIDTH && Math.min(width, height) >= WEBCAM_MIN_HEIGHT;
}

/** The browser's media devices, tracked so the kiosk's idle wipe stops the call's camera too. */
const media = () => trackedMediaDevices(typeof navigator === 'undefined' ? undefined : navigator.mediaDevices);

/** Cameras and microphones this browser may name (labels appear once access was granted). */
export async function listCallDevices(): Promise<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }> {
  const devices =
    (await media()
      ?.enumerateDevices()
      .catch(() => [])) ?? [];
  return { cameras: devices.filter((device) => device.kind === 'videoinput'), microphones: devices.filter((device) => device.kind === 'audioinput') };
}

/**
 * Camera and microphone for a call: the platform's constraints (the kiosk's pinned devices,
 * platform/media-devices.ts), a device picked in the panel over them, and spec §8's device
 * problems named when it fails or the camera is below 640×480.
 */
export async function openCallMedia(choice: MediaChoice = {}): Promise<MediaStream> {
  const devices = media();
  if (!devices?.getUserMedia) throw new DeviceProblemError('unknown-error');
  const base = await mediaConstraints(devices, { video: true, audio: true });
  const picked = (constraints: boolean | MediaTrackConstraints | undefined, deviceId: string | undefined): MediaTrackConstraints => ({
    ...(typeof constraints === 'object' ? constraints : {}),
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
  });
  let stream: MediaStream;
  try {
    stream = await devices.getUserMedia({ video: picked(base.video, choice.videoDeviceId), audio: picked(base.audio, choice.audioDeviceId) });
  } catch (error) {
    const found = await listCallDevices().catch(() => ({ cameras: [null], microphones: [null] }));
    throw new DeviceProblemError(deviceProblemOf(error, { cameras: found.cameras.length, microphones: found.microphones.length }));
  }
  const camera = stream.getVideoTracks()[0];
  const problem: DeviceError | null = !camera
    ? 'no-webcam'
    : stream.getAudioTracks().length === 0
      ? 'no-microphone'
      : meetsCallResolution(camera.getSettings())
        ? null
        : 'low-resolution';
  if (problem) {
    for (const track of stream.getTracks()) track.stop();
    throw new DeviceProblemError(problem);
  }
  return stream;
}
