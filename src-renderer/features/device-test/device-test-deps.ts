import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import { trackedMediaDevices } from '../../platform/user-media.ts';
import { downloadTransfer, uploadTransfer } from './api/speed-test-transfers.ts';
import { type CameraCheck, checkCamera } from './camera-check.ts';
import { checkConnection, type ConnectionCheck, type Direction } from './connection-check.ts';
import { checkMicrophone } from './microphone-check.ts';
import { playTone } from '../../platform/test-tone.ts';

/** The device test's real world; a test passes its own. */
export interface DeviceTestDeps {
  checkCamera: (video: HTMLVideoElement, signal: AbortSignal) => Promise<CameraCheck>;
  /** Null where the browser has no Web Audio: the microphone and the tone cannot be tested. */
  createAudioContext: () => AudioContext | null;
  checkMicrophone: (context: AudioContext | null, onLevel: (dbfs: number) => void, signal: AbortSignal) => Promise<DeviceMeasurements['microphone']>;
  playTone: (context: AudioContext | null) => Promise<void>;
  checkConnection: (onMeasured: (direction: Direction, mbps: number) => void, signal: AbortSignal) => Promise<ConnectionCheck>;
}

export const browserDeviceTestDeps: DeviceTestDeps = {
  checkCamera: (video, signal) => checkCamera(trackedMediaDevices(navigator.mediaDevices), video, signal),
  createAudioContext: () => (typeof AudioContext === 'function' ? new AudioContext() : null),
  checkMicrophone: async (context, onLevel, signal) =>
    context ? checkMicrophone(trackedMediaDevices(navigator.mediaDevices), context, onLevel, signal) : { error: 'unknown-error', level: null },
  playTone: async (context) => {
    if (!context) throw new Error('Web Audio is not available');
    await playTone(context);
  },
  checkConnection: (onMeasured, signal) => checkConnection({ download: downloadTransfer, upload: uploadTransfer }, onMeasured, signal),
};
