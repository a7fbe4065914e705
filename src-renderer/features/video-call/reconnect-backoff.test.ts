import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_DELAY_MS } from '../../../src-domain/constants.ts';
import { ROOM_RECONNECT_FIRST_DELAY_MS } from '../../../src-domain/video/room-limits.ts';
import { MAX_RECONNECTS, ReconnectBackoff } from './reconnect-backoff.ts';

/** Spec §9: the reconnect delay grows 1.3× and is capped at 10 s; the first attempt after a drop goes at once. */
describe('ReconnectBackoff', () => {
  it.each([
    [1, 0],
    [2, ROOM_RECONNECT_FIRST_DELAY_MS],
    [3, ROOM_RECONNECT_FIRST_DELAY_MS * 1.3],
    [4, ROOM_RECONNECT_FIRST_DELAY_MS * 1.3 * 1.3],
    [MAX_RECONNECTS, Math.min(ROOM_RECONNECT_FIRST_DELAY_MS * 1.3 ** (MAX_RECONNECTS - 2), RECONNECT_MAX_DELAY_MS)],
  ])('attempt %i after a drop waits %f ms', (attempt, delay) => {
    const backoff = new ReconnectBackoff();
    let got: number | null = null;
    for (let n = 0; n < attempt; n += 1) got = backoff.next();
    expect(got).toBeCloseTo(delay, 6);
  });

  it('gives up after MAX_RECONNECTS attempts in a row', () => {
    const backoff = new ReconnectBackoff();
    for (let n = 0; n < MAX_RECONNECTS; n += 1) expect(backoff.next()).not.toBeNull();
    expect(backoff.next()).toBeNull();
  });

  it('never waits more than the cap', () => {
    const backoff = new ReconnectBackoff();
    for (let n = 0; n < MAX_RECONNECTS; n += 1) expect(backoff.next()).toBeLessThanOrEqual(RECONNECT_MAX_DELAY_MS);
  });

  it('starts over with an immediate attempt once a join went through', () => {
    const backoff = new ReconnectBackoff();
    backoff.next();
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.next()).toBe(0);
    expect(backoff.next()).toBe(ROOM_RECONNECT_FIRST_DELAY_MS);
  });
});
