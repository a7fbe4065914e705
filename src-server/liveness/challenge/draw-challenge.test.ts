import { describe, expect, it } from 'vitest';
import { drawChallenge } from './draw-challenge.ts';

describe('drawChallenge', () => {
  it.each([
    [
      [0, 0],
      ['tilt-left', 'tilt-right', 'neutral'],
    ],
    [
      [1, 0],
      ['tilt-right', 'tilt-left', 'neutral'],
    ],
    [
      [2, 0],
      ['closer', 'tilt-left', 'neutral'],
    ],
    [
      [0, 1],
      ['tilt-left', 'closer', 'neutral'],
    ],
  ])('picks two different actions then neutral (picks %j → %j)', (picks, steps) => {
    const queue = [...picks];
    expect(drawChallenge(() => queue.shift() ?? 0)).toEqual(steps);
  });

  it('draws every one of the 6 orders with the CSPRNG', () => {
    const seen = new Set(Array.from({ length: 300 }, () => drawChallenge().join(' ')));
    expect(seen.size).toBe(6);
  });
});
