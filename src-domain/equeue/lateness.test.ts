import { describe, expect, it } from 'vitest';
import { generalQueueFrom, isServedInGeneralQueue } from './lateness.ts';

const START = new Date('2026-11-23T05:00:00Z'); // 10:00 in Tashkent
const at = (minutes: number, seconds = 0) => new Date(START.getTime() + minutes * 60_000 + seconds * 1000);

describe('lateness (spec §9: "a citizen more than 15 minutes late is served in the general queue; times are in Tashkent time")', () => {
  it.each([
    ['20 minutes early', at(-20), false],
    ['on time', at(0), false],
    ['14 min 59 s late', at(14, 59), false],
    ['exactly 15 minutes late (not more than 15)', at(15), false],
    ['15 min 1 s late', at(15, 1), true],
    ['an hour late', at(60), true],
  ])('arriving %s: general queue %s', (_name, arrival, general) => {
    expect(isServedInGeneralQueue(START, arrival)).toBe(general);
  });

  it('names the moment from which an arrival is that late: 10:15 for a 10:00 appointment', () => {
    expect(generalQueueFrom(START).toISOString()).toBe('2026-11-23T05:15:00.000Z');
  });
});
