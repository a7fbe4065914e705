import { describe, expect, it } from 'vitest';
import type { DetectedFace } from './detect-faces.ts';
import { distinctFaces } from './distinct-faces.ts';

const face = (x: number, y: number, size: number): DetectedFace => ({
  box: { x, y, width: size, height: size },
  score: 1,
  rollDeg: 0,
  yawDeg: 0,
  pitchDeg: 0,
  landmarks: null,
  real: null,
  live: null,
  embedding: null,
});

describe('distinctFaces', () => {
  it('drops a second box half over the same face (measured on a face rotated 20°), keeping the larger', () => {
    expect(distinctFaces([face(256, 107, 93), face(248, 154, 152)])).toEqual([face(248, 154, 152)]);
  });

  it('keeps two people side by side, largest first', () => {
    expect(distinctFaces([face(106, 145, 174), face(360, 144, 178)])).toEqual([face(360, 144, 178), face(106, 145, 174)]);
  });
});
