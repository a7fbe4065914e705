import { WEBCAM_MIN_HEIGHT, WEBCAM_MIN_WIDTH } from '../../../src-domain/constants.ts';
import type { DeviceError } from '../../../src-domain/devices/device-errors.ts';
import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import { measureFrames } from './measure-frames.ts';
import { openDevice, stopStream } from './open-device.ts';

/**
 * The spec §5 minimum as the ideal, in its 4:3 shape: a better camera scales down to it, a worse
 * one cannot scale up and shows its own size. (An HD ideal would let the browser crop a 4:3
 * camera to 16:9, below 480 lines.)
 */
const VIDEO: MediaTrackConstraints = { width: { ideal: WEBCAM_MIN_WIDTH }, height: { ideal: WEBCAM_MIN_HEIGHT }, facingMode: 'user' };

export interface CameraCheck {
  measured: DeviceMeasurements['camera'];
  /** The open camera (shown in the preview until the test ends), or null when it did not open. */
  stream: MediaStream | null;
}

const failed = (error: DeviceError): CameraCheck => ({ measured: { error, width: null, height: null, frameRate: null }, stream: null });

/**
 * Opens the camera into `video` and measures it from its frames (spec §5 camera ≥ 640×480;
 * §8 device check). Never throws but for an abort: every failure is a measurement.
 */
export async function checkCamera(media: MediaDevices | undefined, video: HTMLVideoElement, signal: AbortSignal): Promise<CameraCheck> {
  const stream = await openDevice(media, 'camera', VIDEO, signal);
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
