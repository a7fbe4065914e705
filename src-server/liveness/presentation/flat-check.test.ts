import { describe, expect, it } from 'vitest';
import { measurePlanarity, faceRegion } from './flat-check.ts';
import { applyHomography, type Homography } from './homography.ts';
import type { GreyImage } from './plane-alignment.ts';

const W = 640;
const H = 480;

/** A textured face-sized patch: smooth blobs, as skin, brows and eyes give an alignment to hold on to. */
function texture(x: number, y: number): number {
  return 120 + 40 * Math.sin(x / 7.3) * Math.cos(y / 9.1) + 30 * Math.sin((x + y) / 13.7) + 20 * Math.cos((x - 2 * y) / 5.9);
}

/** The texture seen through `inverse` (frame pixel → texture point), optionally displaced by `bump` (parallax). */
function image(inverse: Homography, bump: (x: number, y: number) => number = () => 0): GreyImage {
  const data = new Float32Array(W * H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const p = applyHomography(inverse, { x, y });
      data[y * W + x] = texture(p.x + bump(p.x, p.y), p.y);
    }
  }
  return { data, width: W, height: H };
}

/** A face outline (36 points round an ellipse) and 16 inner points, in the reference frame. */
function landmarks(map: Homography, bump: (x: number, y: number) => number = () => 0) {
  const oval: number[] = [];
  for (let i = 0; i < 36; i += 1) {
    const angle = (2 * Math.PI * i) / 36;
    const p = applyHomography(map, { x: 320 + 95 * Math.sin(angle), y: 240 - 120 * Math.cos(angle) });
    oval.push(p.x - bump(p.x, p.y), p.y);
  }
  const plane: number[] = [];
  for (const [x, y] of [
    [280, 200],
    [305, 200],
    [335, 200],
    [360, 200],
    [290, 290],
    [350, 290],
    [275, 180],
    [365, 180],
    [300, 178],
    [340, 178],
    [320, 280],
    [320, 300],
    [292, 195],
    [292, 205],
    [348, 195],
    [348, 205],
  ] as const) {
    const p = applyHomography(map, { x, y });
    plane.push(p.x, p.y);
  }
  return { plane, oval };
}

const IDENTITY: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];
/** The reference turned about a vertical axis through the face (≈ 30°) and moved a little. */
const TURN: Homography = [0.86, 0, 48, 0, 1, 3, -0.0004, 0, 1];

function inverse(h: Homography): Homography {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, k = 0, i = 1] = h;
  const m = [e * i - f * k, c * k - b * i, b * f - c * e, f * g - d * i, a * i - c * g, c * d - a * f, d * k - e * g, b * g - a * k, a * e - b * d];
  return m.map((value) => value / (m[8] ?? 1));
}

describe('measurePlanarity (the flat check, docs/liveness.md)', () => {
  const reference = image(IDENTITY);
  const referenceLandmarks = landmarks(IDENTITY);

  it('finds one plane for a picture turned out of the image plane, and says it turned', () => {
    const turned = image(inverse(TURN));
    const result = measurePlanarity(reference, referenceLandmarks, turned, landmarks(TURN));
    expect(result?.correlation).toBeGreaterThan(0.99);
    expect(result?.motion).toBeGreaterThan(0.1);
  });

  it('aligns even when the landmarks are a few pixels off (the mesh’s error)', () => {
    const sloppy = landmarks(TURN);
    sloppy.plane = sloppy.plane.map((value, i) => value + (i % 3) - 1);
    expect(measurePlanarity(reference, referenceLandmarks, image(inverse(TURN)), sloppy)?.correlation).toBeGreaterThan(0.99);
  });

  it('finds no single plane when the middle of the face moved more than its sides (a nose turning with a head)', () => {
    // Parallax: points near the face's middle shift sideways by up to 14 px more than its edges (≈ 0.15 of the eyes' distance,
    // what a head turned 30° shows between nose and cheeks).
    const nose = (x: number, y: number) => 14 * Math.exp(-((x - 320) ** 2 + (y - 250) ** 2) / (2 * 45 ** 2));
    const result = measurePlanarity(reference, referenceLandmarks, image(inverse(TURN), nose), landmarks(TURN));
    expect(result?.correlation).toBeLessThan(0.95);
  });

  it('reads no motion for a picture only moved and scaled in the image plane', () => {
    const shift: Homography = [1.1, 0, -20, 0, 1.1, -10, 0, 0, 1];
    const result = measurePlanarity(reference, referenceLandmarks, image(inverse(shift)), landmarks(shift));
    expect(result?.motion).toBeLessThan(0.02);
    expect(result?.correlation).toBeGreaterThan(0.99);
  });

  it('cannot judge without landmarks to start from', () => {
    expect(measurePlanarity(reference, { plane: [], oval: referenceLandmarks.oval }, reference, referenceLandmarks)).toBeNull();
    expect(faceRegion([1, 2, 3])).toEqual([]);
  });
});
