import { multiply3, solveLinear } from './linear-algebra.ts';

/** A 2D point in pixels. */
export interface Point2 {
  x: number;
  y: number;
}

/** A plane-to-plane projective map: 3×3, row-major, h[8] = 1. */
export type Homography = readonly number[];

/** Hartley's normalisation: centroid at 0, mean distance √2 (keeps the least squares well conditioned). */
function normaliser(points: readonly Point2[]): { scale: number; cx: number; cy: number } {
  let cx = 0;
  let cy = 0;
  for (const p of points) {
    cx += p.x / points.length;
    cy += p.y / points.length;
  }
  let mean = 0;
  for (const p of points) mean += Math.hypot(p.x - cx, p.y - cy) / points.length;
  return { scale: mean > 0 ? Math.SQRT2 / mean : 1, cx, cy };
}

/**
 * The homography that maps `from` onto `to` best in the least-squares (algebraic) sense, from
 * four or more point pairs (DLT with h33 = 1 on normalised points). Null when the points are
 * degenerate (fewer than four, or collinear).
 */
export function fitHomography(from: readonly Point2[], to: readonly Point2[]): Homography | null {
  if (from.length !== to.length || from.length < 4) return null;
  const nf = normaliser(from);
  const nt = normaliser(to);
  const ata = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const atb = new Array<number>(8).fill(0);
  const add = (row: number[], value: number) => {
    for (let i = 0; i < 8; i += 1) {
      const ri = row[i] ?? 0;
      if (ri === 0) continue;
      const target = ata[i] ?? [];
      for (let j = 0; j < 8; j += 1) target[j] = (target[j] ?? 0) + ri * (row[j] ?? 0);
      atb[i] = (atb[i] ?? 0) + ri * value;
    }
  };
  for (let i = 0; i < from.length; i += 1) {
    const f = from[i] ?? { x: 0, y: 0 };
    const t = to[i] ?? { x: 0, y: 0 };
    const x = (f.x - nf.cx) * nf.scale;
    const y = (f.y - nf.cy) * nf.scale;
    const u = (t.x - nt.cx) * nt.scale;
    const v = (t.y - nt.cy) * nt.scale;
    add([x, y, 1, 0, 0, 0, -u * x, -u * y], u);
    add([0, 0, 0, x, y, 1, -v * x, -v * y], v);
  }
  const h = solveLinear(ata, atb);
  if (!h) return null;
  // Undo the normalisations: H = Tt⁻¹ · Hn · Tf.
  const hn = [...h, 1];
  const tf = [nf.scale, 0, -nf.scale * nf.cx, 0, nf.scale, -nf.scale * nf.cy, 0, 0, 1];
  const ttInv = [1 / nt.scale, 0, nt.cx, 0, 1 / nt.scale, nt.cy, 0, 0, 1];
  const full = multiply3(ttInv, multiply3(hn, tf));
  const last = full[8] ?? 1;
  if (Math.abs(last) < 1e-12) return null;
  return full.map((value) => value / last);
}

export function applyHomography(h: Homography, p: Point2): Point2 {
  const w = (h[6] ?? 0) * p.x + (h[7] ?? 0) * p.y + (h[8] ?? 1);
  return { x: ((h[0] ?? 0) * p.x + (h[1] ?? 0) * p.y + (h[2] ?? 0)) / w, y: ((h[3] ?? 0) * p.x + (h[4] ?? 0) * p.y + (h[5] ?? 0)) / w };
}
