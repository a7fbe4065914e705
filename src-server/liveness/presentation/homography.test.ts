import { describe, expect, it } from 'vitest';
import { applyHomography, fitHomography, type Homography, type Point2 } from './homography.ts';

const GRID: Point2[] = [];
for (let y = 100; y <= 340; y += 40) for (let x = 220; x <= 420; x += 40) GRID.push({ x, y });

/** A picture turned 35° about its vertical axis and moved, as a pinhole camera sees it. */
const TURNED: Homography = [0.82, 0.02, 40, -0.05, 0.98, 12, -0.0006, 0.00002, 1];

describe('fitHomography (the flat check’s starting point)', () => {
  it('recovers a projective map from exact point pairs', () => {
    const moved = GRID.map((p) => applyHomography(TURNED, p));
    const fitted = fitHomography(GRID, moved);
    expect(fitted).not.toBeNull();
    for (const p of GRID) {
      const a = applyHomography(fitted ?? [], p);
      const b = applyHomography(TURNED, p);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(1e-6);
    }
  });

  it('fits the identity to unmoved points', () => {
    const fitted = fitHomography(GRID, GRID) ?? [];
    [1, 0, 0, 0, 1, 0, 0, 0, 1].forEach((value, i) => expect(fitted[i]).toBeCloseTo(value, 9));
  });

  it('refuses fewer than four pairs, mismatched lists and collinear points', () => {
    expect(fitHomography(GRID.slice(0, 3), GRID.slice(0, 3))).toBeNull();
    expect(fitHomography(GRID, GRID.slice(1))).toBeNull();
    const line = [0, 1, 2, 3, 4].map((i) => ({ x: i * 10, y: i * 5 }));
    expect(fitHomography(line, line)).toBeNull();
  });
});
