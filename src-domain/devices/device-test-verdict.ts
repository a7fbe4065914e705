import { meetsWebcamMinimum } from '../kiosk/webcam-minimum.ts';
import { speedVerdict } from './connection-speed.ts';
import type { DeviceError } from './device-errors.ts';
import { micLevelHeard } from './microphone-level.ts';

/**
 * What the video-conference device test found, as measured in the browser (spec §1: video
 * needs a webcam, a microphone headset and internet; §5 thresholds; §8 device check). Each
 * check's pass or fail is decided from these values by `judgeDeviceTest`, the one rule the page
 * shows and the server stores.
 */
export interface DeviceMeasurements {
  camera: {
    /** Why the camera could not be opened, or null when it delivered frames. */
    error: DeviceError | null;
    /** The real size of the delivered frames, measured from them (null: no frame). */
    width: number | null;
    height: number | null;
    /** Frames per second counted over the measuring window (null: not measured). */
    frameRate: number | null;
  };
  microphone: {
    error: DeviceError | null;
    /** The loudest RMS level heard, dBFS (null: the microphone did not open). */
    level: number | null;
  };
  /** A person decides: the user says whether the test tone was heard. */
  speaker: { heard: boolean };
  connection: {
    /** The speed test's requests failed: the reference server was not reached. */
    error: 'unreachable' | null;
    downloadMbps: number | null;
    uploadMbps: number | null;
  };
}

export type CameraFailure = DeviceError;
/** The microphone opened but nothing above the level floor was heard. */
export type MicrophoneFailure = DeviceError | 'no-sound';
export type SpeakerFailure = 'not-heard';
export type ConnectionFailure = 'unreachable' | 'too-slow';

export interface CheckVerdict<F extends string> {
  passed: boolean;
  failure: F | null;
}

export interface DeviceTestVerdict {
  camera: CheckVerdict<CameraFailure>;
  microphone: CheckVerdict<MicrophoneFailure>;
  speaker: CheckVerdict<SpeakerFailure>;
  connection: CheckVerdict<ConnectionFailure>;
  /** Every check passed: this device can take part in a video act. */
  passed: boolean;
}

const pass = { passed: true, failure: null } as const;
const fail = <F extends string>(failure: F): CheckVerdict<F> => ({ passed: false, failure });

export function judgeCamera({ error, width, height, frameRate }: DeviceMeasurements['camera']): CheckVerdict<CameraFailure> {
  if (error) return fail(error);
  // Opened but never delivered a frame: spec §8 "camera unreadable or in use".
  if (width === null || height === null || width === 0 || height === 0 || frameRate === 0) return fail('device-unreadable');
  return meetsWebcamMinimum(width, height) ? pass : fail('low-resolution');
}

export function judgeMicrophone({ error, level }: DeviceMeasurements['microphone']): CheckVerdict<MicrophoneFailure> {
  if (error) return fail(error);
  return level !== null && micLevelHeard(level) ? pass : fail('no-sound');
}

export function judgeConnection({ error, downloadMbps, uploadMbps }: DeviceMeasurements['connection']): CheckVerdict<ConnectionFailure> {
  if (error || downloadMbps === null || uploadMbps === null) return fail('unreachable');
  // A call sends video as much as it receives it: the slower direction decides (spec §5 minimum).
  return speedVerdict(Math.min(downloadMbps, uploadMbps)) === 'too-slow' ? fail('too-slow') : pass;
}

export function judgeSpeaker({ heard }: DeviceMeasurements['speaker']): CheckVerdict<SpeakerFailure> {
  return heard ? pass : fail('not-heard');
}

/** Each check, and the whole: the page shows a check's verdict as soon as it is measured. */
export function judgeDeviceTest(measured: DeviceMeasurements): DeviceTestVerdict {
  const camera = judgeCamera(measured.camera);
  const microphone = judgeMicrophone(measured.microphone);
  const speaker = judgeSpeaker(measured.speaker);
  const connection = judgeConnection(measured.connection);
  return { camera, microphone, speaker, connection, passed: camera.passed && microphone.passed && speaker.passed && connection.passed };
}
