import type { DeviceError } from '../../../src-domain/devices/device-errors.ts';
import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import { measureFrames } from './measure-frames.ts';
import { openDevice, stopStream } from './open-device.ts';

export interface CameraCheck {
  measured: DeviceMeasurements['camera'];
  /** The open camera (shown in the preview until the test ends), or null when it did not open. */
  stream: MediaStream | null;
}

const failed = (error: DeviceError): CameraCheck => ({ measured: { error, width: null, height: null, frameRate: null }, stream: null });

/**
 * Opens the camera into `video` and measures it from its frames (spec §5 camera ≥ 640×480;
 * §8 device check). The camera is asked for the minimum as an ideal in its 4:3 shape
 * (platform/media-devices.ts): a better camera scales down to it, a worse one cannot scale up
 * and shows its own size. Never throws but for an abort: every failure is a measurement.
 */
export async function checkCamera(media: MediaDevices | undefined, video: HTMLVideoElement, signal: AbortSignal): Promise<CameraCheck> {
  const stream = await openDevice(media, 'camera', signal);
  if (typeof stream === 'string') return failed(stream);
  try {
    signal.throwIfAborted();
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    // A camera held by another program can open yet never play: the frame count says so.
    await video.play().catch(() => undefined);
    const frames = await measureFrames(video, signal);
    return { measured: { error: null, width: frames?.width ?? null, height: frames?.height ?? null, frameRate: frames?.frameRate ?? null }, stream };
  } catch (error) {
    stopStream(stream);
    throw error;
  }
}
