import { describe, expect, it } from 'vitest';
import { drawChallenge } from './draw-challenge.ts';

describe('drawChallenge', () => {
  it.each([
    [
      [0, 0],
      ['tilt-left', 'turn-left', 'neutral'],
    ],
    [
      [1, 1],
      ['tilt-right', 'turn-right', 'neutral'],
    ],
    [
      [2, 0],
      ['closer', 'turn-left', 'neutral'],
    ],
  ])('picks an action, then a turn, then neutral (picks %j → %j)', (picks, steps) => {
    const queue = [...picks];
    expect(drawChallenge(() => queue.shift() ?? 0)).toEqual(steps);
  });

  it('draws every one of the 6 challenges with the CSPRNG, each with a turn', () => {
    const drawn = Array.from({ length: 300 }, () => drawChallenge());
    expect(new Set(drawn.map((steps) => steps.join(' '))).size).toBe(6);
    expect(drawn.every((steps) => steps[1]?.startsWith('turn-'))).toBe(true);
  });
});
