import { describe, expect, it } from 'vitest';
import { HEADSET_IDLE, headsetHoldsIdleClock, headsetReducer, type HeadsetEvent, type HeadsetState } from './headset-check-state.ts';

const run = (events: HeadsetEvent[], from: HeadsetState = HEADSET_IDLE) => events.reduce(headsetReducer, from);
const heard = { code: 'ok' as const, figures: { level: -22 } };

describe('the technician’s headset check (docs/kiosk-devices.md)', () => {
  it('listens, plays the tone, takes the answer, saves', () => {
    const listening = run([{ type: 'start' }, { type: 'level', dbfs: -40 }]);
    expect(listening).toEqual({ step: 'listening', level: -40 });
    expect(headsetHoldsIdleClock(listening)).toBe(true);
    const tone = run([{ type: 'heard', microphone: heard }], listening);
    expect(tone).toEqual({ step: 'tone', microphone: heard, tone: 'silent' });
    expect(headsetHoldsIdleClock(tone)).toBe(false);
    expect(headsetHoldsIdleClock(run([{ type: 'tone', tone: 'playing' }], tone))).toBe(true);
    const saving = run(
      [
        { type: 'tone', tone: 'playing' },
        { type: 'tone', tone: 'played' },
        { type: 'answer', heard: true },
      ],
      tone,
    );
    expect(saving).toEqual({ step: 'saving', microphone: heard, toneHeard: true });
    expect(run([{ type: 'saved' }], saving).step).toBe('saved');
    expect(run([{ type: 'not-saved' }], saving).step).toBe('not-saved');
  });

  it('takes "heard" only after the tone played; "not heard" at any time of the tone step', () => {
    const tone = run([{ type: 'start' }, { type: 'heard', microphone: heard }]);
    expect(run([{ type: 'answer', heard: true }], tone)).toBe(tone);
    expect(run([{ type: 'answer', heard: false }], tone)).toMatchObject({ step: 'saving', toneHeard: false });
  });

  it('ignores events of another step, and a stop goes back to the start', () => {
    expect(run([{ type: 'level', dbfs: -10 }])).toBe(HEADSET_IDLE);
    expect(run([{ type: 'saved' }])).toBe(HEADSET_IDLE);
    expect(run([{ type: 'start' }, { type: 'stop' }])).toBe(HEADSET_IDLE);
  });
});
