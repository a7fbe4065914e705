import { describe, expect, it } from 'vitest';
import { createFrameRateLimiter } from './frame-rate-limiter.ts';

describe('frame rate limiter', () => {
  it('accepts the face dialog pace (one frame per 300 ms, spec §9)', () => {
    let now = 0;
    const limiter = createFrameRateLimiter(5, () => now);
    const admissions = Array.from({ length: 20 }, () => {
      now += 300;
      return limiter.admit();
    });
    expect(new Set(admissions)).toEqual(new Set(['accept']));
  });

  it('drops frames over 5 per second and calls 4× that abuse', () => {
    const now = 0;
    const limiter = createFrameRateLimiter(5, () => now);
    const admissions = Array.from({ length: 21 }, () => limiter.admit());
    expect(admissions.slice(0, 5)).toEqual(Array(5).fill('accept'));
    expect(admissions.slice(5, 20)).toEqual(Array(15).fill('drop'));
    expect(admissions[20]).toBe('abuse');
  });
});
