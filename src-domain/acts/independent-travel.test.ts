import { describe, expect, it } from 'vitest';
import { canTravelIndependently } from './independent-travel.ts';

describe('canTravelIndependently', () => {
  it.each([
    [{ year: 2010, month: 5, day: 10 }, { year: 2025, month: 5, day: 9 }, false],
    [{ year: 2010, month: 5, day: 10 }, { year: 2025, month: 5, day: 10 }, true],
    [{ year: 2005, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 }, true],
    [{ year: 2015, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 }, false],
  ])('a minor born %j departing %j may go without an accompanying person: %s (spec §5, §9 age 15)', (birth, departure, allowed) => {
    expect(canTravelIndependently(birth, departure)).toBe(allowed);
  });
});
