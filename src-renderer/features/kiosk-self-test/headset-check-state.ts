import type { DeviceResult } from '../../../src-domain/kiosk/self-test.ts';

/**
 * The technician's headset check on the diagnostics page (docs/kiosk-devices.md): the
 * microphone listened to while the technician speaks, then a tone in the headset the technician
 * confirms, then the self-test's report made again with both.
 */
export type HeadsetState =
  | { step: 'idle' }
  | { step: 'listening'; level: number | null }
  | { step: 'tone'; microphone: DeviceResult; tone: 'silent' | 'playing' | 'played' | 'failed' }
  | { step: 'saving'; microphone: DeviceResult; toneHeard: boolean }
  | { step: 'saved'; microphone: DeviceResult; toneHeard: boolean }
  | { step: 'not-saved'; microphone: DeviceResult; toneHeard: boolean };

export type HeadsetEvent =
  | { type: 'start' }
  | { type: 'level'; dbfs: number }
  | { type: 'heard'; microphone: DeviceResult }
  | { type: 'tone'; tone: 'playing' | 'played' | 'failed' }
  | { type: 'answer'; heard: boolean }
  | { type: 'saved' }
  | { type: 'not-saved' }
  | { type: 'stop' };

export const HEADSET_IDLE: HeadsetState = { step: 'idle' };

export function headsetReducer(state: HeadsetState, event: HeadsetEvent): HeadsetState {
  switch (event.type) {
    case 'start':
      return { step: 'listening', level: null };
    case 'level':
      return state.step === 'listening' ? { ...state, level: event.dbfs } : state;
    case 'heard':
      return state.step === 'listening' ? { step: 'tone', microphone: event.microphone, tone: 'silent' } : state;
    case 'tone':
      return state.step === 'tone' ? { ...state, tone: event.tone } : state;
    case 'answer':
      // "Heard" needs the tone first: nobody can confirm a sound never played.
      if (state.step !== 'tone' || (event.heard && state.tone !== 'played')) return state;
      return { step: 'saving', microphone: state.microphone, toneHeard: event.heard };
    case 'saved':
      return state.step === 'saving' ? { ...state, step: 'saved' } : state;
    case 'not-saved':
      return state.step === 'saving' ? { ...state, step: 'not-saved' } : state;
    case 'stop':
      return HEADSET_IDLE;
  }
}

/** Measuring or playing without a touch: holds the kiosk idle clock (state/activity-hold.ts). */
export function headsetHoldsIdleClock(state: HeadsetState): boolean {
  return state.step === 'listening' || (state.step === 'tone' && state.tone === 'playing');
}
