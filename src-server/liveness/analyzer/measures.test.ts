import { describe, expect, it } from 'vitest';
import { meanLumaRgb, sideLuma } from './luma.ts';
import { laplacianVariance } from './sharpness.ts';

describe('luma and sharpness measures', () => {
  it('weights RGB as BT.601 luma', () => {
    expect(meanLumaRgb(new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]), 2, 2)).toBeCloseTo(0.299 * 255, 5);
  });

  it('compares the left and right halves', () => {
    const grey = new Uint8Array([10, 10, 200, 200, 10, 10, 200, 200]);
    expect(sideLuma(grey, 4, 2)).toEqual({ mean: 105, left: 10, right: 200 });
  });

  it('gives 0 for a flat image and more for crisper edges', () => {
    const flat = new Uint8Array(16 * 16).fill(128);
    const stripes = new Uint8Array(16 * 16).map((_, i) => (i % 2 === 0 ? 0 : 255));
    const soft = new Uint8Array(16 * 16).map((_, i) => (i % 4 < 2 ? 100 : 155));
    expect(laplacianVariance(flat, 16, 16)).toBe(0);
    expect(laplacianVariance(stripes, 16, 16)).toBeGreaterThan(laplacianVariance(soft, 16, 16));
  });
});
