import { describe, expect, it } from 'vitest';
import { createFramePacer, FRAME_REPLY_TIMEOUT_MS } from './frame-pacer.ts';

describe('createFramePacer (docs/liveness.md: frames dropped while the server is busy)', () => {
  it('sends at the rhythm while the server keeps up, replies or not', () => {
    const pacer = createFramePacer();
    pacer.sent(0, 0);
    expect(pacer.canSend(300)).toBe(true);
    pacer.sent(1, 300);
    pacer.replied(0, 0);
    expect(pacer.canSend(600)).toBe(true);
    expect(pacer.throttled).toBe(false);
  });

  it('keeps one frame in flight once the server says it dropped some', () => {
    const pacer = createFramePacer();
    pacer.sent(0, 0);
    pacer.sent(1, 300);
    pacer.replied(0, 1);
    expect(pacer.throttled).toBe(true);
    expect(pacer.canSend(600)).toBe(false);
    pacer.replied(1, 0);
    expect(pacer.canSend(600)).toBe(true);
    pacer.sent(2, 600);
    expect(pacer.canSend(900)).toBe(false);
  });

  it('an old reply does not free the frame in flight', () => {
    const pacer = createFramePacer();
    pacer.sent(4, 0);
    pacer.sent(5, 300);
    pacer.replied(4, 2);
    expect(pacer.canSend(600)).toBe(false);
  });

  it('gives up on a reply that never comes', () => {
    const pacer = createFramePacer();
    pacer.sent(0, 0);
    pacer.replied(0, 1);
    pacer.sent(1, 1_000);
    expect(pacer.canSend(1_000 + FRAME_REPLY_TIMEOUT_MS - 1)).toBe(false);
    expect(pacer.canSend(1_000 + FRAME_REPLY_TIMEOUT_MS)).toBe(true);
  });
});
