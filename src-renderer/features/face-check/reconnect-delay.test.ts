import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_DELAY_MS } from '../../../src-domain/constants.ts';
import { nextReconnectDelay, RECONNECT_INITIAL_DELAY_MS } from './reconnect-delay.ts';

describe('nextReconnectDelay (spec §9: grows 1.3x, capped at 10 s)', () => {
  it('starts from the initial delay after a connection that worked', () => {
    expect(nextReconnectDelay(null)).toBe(RECONNECT_INITIAL_DELAY_MS);
  });

  it('grows 1.3x per failure', () => {
    expect(nextReconnectDelay(1_000)).toBe(1_300);
    expect(nextReconnectDelay(1_300)).toBe(1_690);
    expect(nextReconnectDelay(1_690)).toBe(2_197);
  });

  it('never exceeds 10 s, however many failures', () => {
    let delay: number | null = null;
    const seen: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      delay = nextReconnectDelay(delay);
      seen.push(delay);
    }
    expect(Math.max(...seen)).toBe(RECONNECT_MAX_DELAY_MS);
    expect(seen.at(-1)).toBe(RECONNECT_MAX_DELAY_MS);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('caps a delay just under the limit at the limit', () => {
    expect(nextReconnectDelay(9_000)).toBe(RECONNECT_MAX_DELAY_MS);
  });
});
