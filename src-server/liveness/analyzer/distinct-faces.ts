import type { DetectedFace } from './detect-faces.ts';
import type { Rect } from './rect.ts';

/** Share of the smaller box covered by the larger one. */
function overlapOfSmaller(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  return (width * height) / Math.min(a.width * a.height, b.width * b.height);
}

/**
 * The detector sometimes reports one face twice (seen on a rotated face: a second, smaller
 * box half over the forehead). Two people's face boxes barely overlap, so a box covered by a
 * third or more by a larger one is the same face. Largest first.
 */
export function distinctFaces(faces: readonly DetectedFace[]): DetectedFace[] {
  const bySize = [...faces].sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
  const kept: DetectedFace[] = [];
  for (const face of bySize) {
    if (!kept.some((other) => overlapOfSmaller(other.box, face.box) > 0.3)) kept.push(face);
  }
  return kept;
}
