import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import type { Direction } from './connection-check.ts';

export const DEVICE_TEST_STEPS = ['camera', 'microphone', 'speaker', 'connection'] as const;
export type DeviceTestStep = (typeof DEVICE_TEST_STEPS)[number];

/**
 * One run of the device test as the page shows it: the step under way, what each finished step
 * measured, and the live figures of the step under way (the microphone level, the tone, the
 * speed of the direction already measured).
 */
export interface DeviceTestState {
  /** `interrupted`: the run broke off on something unexpected; the page offers to start again. */
  phase: 'idle' | 'running' | 'done' | 'interrupted';
  active: DeviceTestStep | null;
  measured: Partial<DeviceMeasurements>;
  /** The server's words when the speed test was refused. */
  connectionMessage: string | null;
  /** The latest microphone reading, dBFS. */
  level: number | null;
  tone: 'silent' | 'playing' | 'played' | 'failed';
  speeds: Partial<Record<Direction, number>>;
}

export type DeviceTestEvent =
  | { type: 'start' }
  | { type: 'step'; step: DeviceTestStep }
  | { type: 'camera'; measured: DeviceMeasurements['camera'] }
  | { type: 'microphone'; measured: DeviceMeasurements['microphone'] }
  | { type: 'level'; dbfs: number }
  | { type: 'tone'; tone: DeviceTestState['tone'] }
  | { type: 'speaker'; measured: DeviceMeasurements['speaker'] }
  | { type: 'speed'; direction: Direction; mbps: number }
  | { type: 'connection'; measured: DeviceMeasurements['connection']; message: string | null }
  | { type: 'done' }
  | { type: 'interrupted' }
  | { type: 'stopped' };

export const INITIAL_STATE: DeviceTestState = { phase: 'idle', active: null, measured: {}, connectionMessage: null, level: null, tone: 'silent', speeds: {} };

export function deviceTestReducer(state: DeviceTestState, event: DeviceTestEvent): DeviceTestState {
  switch (event.type) {
    case 'start':
      return { ...INITIAL_STATE, phase: 'running' };
    case 'step':
      return { ...state, active: event.step };
    case 'camera':
      return { ...state, measured: { ...state.measured, camera: event.measured } };
    case 'microphone':
      return { ...state, measured: { ...state.measured, microphone: event.measured } };
    case 'level':
      return { ...state, level: event.dbfs };
    case 'tone':
      return { ...state, tone: event.tone };
    case 'speaker':
      return { ...state, measured: { ...state.measured, speaker: event.measured } };
    case 'speed':
      return { ...state, speeds: { ...state.speeds, [event.direction]: event.mbps } };
    case 'connection':
      return { ...state, measured: { ...state.measured, connection: event.measured }, connectionMessage: event.message };
    case 'done':
      return { ...state, phase: 'done', active: null };
    case 'interrupted':
      return { ...INITIAL_STATE, phase: 'interrupted' };
    // Left mid-run (the page closed, a new run): nothing of it counts.
    case 'stopped':
      return INITIAL_STATE;
  }
}

/** All four checks measured: the result that is kept. */
export function completeMeasurements(measured: Partial<DeviceMeasurements>): DeviceMeasurements | null {
  const { camera, microphone, speaker, connection } = measured;
  return camera && microphone && speaker && connection ? { camera, microphone, speaker, connection } : null;
}

/**
 * The run holds the kiosk idle clock while it measures without a touch (the camera, the voice
 * in the microphone, the tone playing, the speed test); the speaker step waiting for the person's
 * answer does not: someone who walked away then is asked "Are you still there?" as on any page
 * (docs/decisions/0022-kiosk-idle-wipe.md).
 */
export function holdsIdleClock(state: Pick<DeviceTestState, 'phase' | 'active' | 'tone'>): boolean {
  if (state.phase !== 'running') return false;
  return state.active !== 'speaker' || state.tone === 'playing';
}
