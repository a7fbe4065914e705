import { fitHomography, type Homography, type Point2 } from './homography.ts';
import { alignPlane, type GreyImage } from './plane-alignment.ts';

/** The landmarks a flat check needs of each frame ([x0, y0, x1, y1, …] in analysis pixels; face-landmarks.ts). */
export interface PlaneLandmarks {
  plane: readonly number[];
  oval: readonly number[];
}

export interface Planarity {
  /**
   * How well one homography maps the reference face onto this one (normalised cross-correlation
   * after the best alignment, gain and offset included): a picture moved, tilted or slightly
   * bent stays ≈ 0.99; a head that turned shows parallax between nose, eyes and cheeks and
   * falls below (docs/liveness.md, Presentation attacks).
   */
  correlation: number;
  /**
   * How far the face's plane turned out of the image plane between the two frames: 1 − the
   * ratio of the singular values of the best homography's linear part at the face centre
   * (0 for a move, a roll or a scaling; ≈ 1 − cos θ for a picture turned by θ).
   */
  motion: number;
}

function points(flat: readonly number[]): Point2[] {
  const out: Point2[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ x: flat[i] ?? 0, y: flat[i + 1] ?? 0 });
  return out;
}

function insidePolygon(polygon: readonly Point2[], p: Point2): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] ?? p;
    const b = polygon[j] ?? p;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Points of the face inside its outline drawn in by a tenth (the outline itself is where a head's
 * edge meets the room), every `step` pixels.
 */
export function faceRegion(oval: readonly number[], step = 3): Point2[] {
  const outline = points(oval);
  if (outline.length < 3) return [];
  const centre = outline.reduce((sum, p) => ({ x: sum.x + p.x / outline.length, y: sum.y + p.y / outline.length }), { x: 0, y: 0 });
  const polygon = outline.map((p) => ({ x: centre.x + (p.x - centre.x) * 0.9, y: centre.y + (p.y - centre.y) * 0.9 }));
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const region: Point2[] = [];
  for (let y = Math.ceil(Math.min(...ys)); y <= Math.max(...ys); y += step) {
    for (let x = Math.ceil(Math.min(...xs)); x <= Math.max(...xs); x += step) {
      if (insidePolygon(polygon, { x, y })) region.push({ x, y });
    }
  }
  return region;
}

/** 1 − σmin/σmax of the homography's Jacobian at `at`. */
function anisotropy(h: Homography, at: Point2): number {
  const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0, h8 = 1] = h;
  const w = h6 * at.x + h7 * at.y + h8;
  const u = (h0 * at.x + h1 * at.y + h2) / w;
  const v = (h3 * at.x + h4 * at.y + h5) / w;
  const a = (h0 - u * h6) / w;
  const b = (h1 - u * h7) / w;
  const c = (h3 - v * h6) / w;
  const d = (h4 - v * h7) / w;
  // Singular values of [[a, b], [c, d]].
  const s1 = a * a + b * b + c * c + d * d;
  const s2 = Math.sqrt(Math.max(0, (a * a + b * b - c * c - d * d) ** 2 + 4 * (a * c + b * d) ** 2));
  const big = Math.sqrt((s1 + s2) / 2);
  const small = Math.sqrt(Math.max(0, (s1 - s2) / 2));
  return big > 0 ? 1 - small / big : 0;
}

/**
 * Compares the face of `current` with the face of `reference` (the same person a moment
 * earlier, facing the camera): null when the landmarks do not give a starting homography or the
 * faces barely overlap.
 */
export function measurePlanarity(
  reference: GreyImage,
  referenceLandmarks: PlaneLandmarks,
  current: GreyImage,
  currentLandmarks: PlaneLandmarks,
): Planarity | null {
  const initial = fitHomography(points(referenceLandmarks.plane), points(currentLandmarks.plane));
  if (!initial) return null;
  const region = faceRegion(referenceLandmarks.oval);
  if (region.length < 100) return null;
  const aligned = alignPlane(reference, current, region, initial);
  if (aligned.used < region.length / 2) return null;
  const centre = region.reduce((sum, p) => ({ x: sum.x + p.x / region.length, y: sum.y + p.y / region.length }), { x: 0, y: 0 });
  return { correlation: aligned.correlation, motion: anisotropy(aligned.homography, centre) };
}
