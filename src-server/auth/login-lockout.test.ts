import { describe, expect, it } from 'vitest';
import { createLoginLockout } from './login-lockout.ts';

const PIN = '31204842641014';

function lockout() {
  let time = Date.parse('2026-11-22T06:00:00Z');
  const it = createLoginLockout({ maxFailures: 5, windowMs: 15 * 60_000, now: () => new Date(time) });
  return { lockout: it, advance: (ms: number) => (time += ms) };
}

describe('per-pin login lockout (issue 3: 5 failures per 15 min)', () => {
  it('locks on the fifth failure and names the remaining wait', () => {
    const { lockout: l, advance } = lockout();
    for (let i = 0; i < 4; i += 1) {
      l.recordFailure(PIN);
      advance(60_000);
    }
    expect(l.retryAfterSeconds(PIN)).toBe(0);
    l.recordFailure(PIN);
    // The first failure was 4 min ago: 11 min left.
    expect(l.retryAfterSeconds(PIN)).toBe(11 * 60);
    advance(11 * 60_000 - 1000);
    expect(l.retryAfterSeconds(PIN)).toBe(1);
    advance(1000);
    expect(l.retryAfterSeconds(PIN)).toBe(0);
  });

  it('is per pin, and a success clears it', () => {
    const { lockout: l } = lockout();
    for (let i = 0; i < 5; i += 1) l.recordFailure(PIN);
    expect(l.retryAfterSeconds('40211922651010')).toBe(0);
    expect(l.retryAfterSeconds(PIN)).toBe(900);
    l.clear(PIN);
    expect(l.retryAfterSeconds(PIN)).toBe(0);
  });

  it('forgets the stalest pins beyond its bound', () => {
    let time = 0;
    const l = createLoginLockout({ maxFailures: 1, windowMs: 60_000, now: () => new Date(time), maxTrackedPins: 2 });
    for (const pin of ['a', 'b', 'c']) {
      l.recordFailure(pin);
      time += 1;
    }
    expect(l.retryAfterSeconds('a')).toBe(0);
    expect(l.retryAfterSeconds('c')).toBeGreaterThan(0);
  });
});
