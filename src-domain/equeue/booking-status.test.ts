import { describe, expect, it } from 'vitest';
import { type EqueueState, canCancel, equeueStatus } from './booking-status.ts';

// 10:00 on 23.11.2026 in Tashkent; the day ends at 19:00 UTC.
const START = new Date('2026-11-23T05:00:00Z');

describe('what the holder is told about a booking (spec §3 Equeue state; §9 lateness)', () => {
  it.each<[EqueueState, string, string]>([
    ['active', '2026-11-23T04:59:59Z', 'upcoming'],
    ['active', '2026-11-23T05:00:00Z', 'due'],
    ['active', '2026-11-23T05:15:00Z', 'due'],
    ['active', '2026-11-23T05:15:01Z', 'late'],
    ['active', '2026-11-23T18:59:59Z', 'late'],
    ['active', '2026-11-23T19:00:00Z', 'past'],
    ['cancelled', '2026-11-22T00:00:00Z', 'cancelled'],
    ['served', '2026-11-23T06:00:00Z', 'served'],
  ])('%s at %s is %s', (state, now, status) => {
    expect(equeueStatus(state, START, new Date(now))).toBe(status);
  });
});

describe('cancelling one’s own booking', () => {
  it.each<[EqueueState, string, boolean]>([
    ['active', '2026-11-23T04:59:59Z', true],
    ['active', '2026-11-23T05:00:00Z', false],
    ['cancelled', '2026-11-22T00:00:00Z', false],
    ['served', '2026-11-22T00:00:00Z', false],
  ])('%s at %s: %s', (state, now, allowed) => {
    expect(canCancel(state, START, new Date(now))).toBe(allowed);
  });
});
