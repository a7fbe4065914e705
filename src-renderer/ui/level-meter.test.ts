import { describe, expect, it } from 'vitest';
import { levelPercent } from './level-meter.tsx';

describe('levelPercent', () => {
  it.each([
    [null, 0],
    [-100, 0],
    [-60, 0],
    [-50, 17],
    [-30, 50],
    [-6, 90],
    [0, 100],
  ])('%s dBFS → %i %%', (dbfs, percent) => {
    expect(levelPercent(dbfs)).toBe(percent);
  });
});
