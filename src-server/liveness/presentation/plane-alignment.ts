import type { Homography, Point2 } from './homography.ts';
import { multiply3, solveLinear } from './linear-algebra.ts';

/** A grey image, one float a pixel (0–255), row-major. */
export interface GreyImage {
  data: Float32Array;
  width: number;
  height: number;
}

export interface AlignmentResult {
  homography: Homography;
  /**
   * Normalised cross-correlation of the reference region with the other frame warped onto it by
   * the best homography (1: the same picture up to gain and offset). A flat picture moved in 3D
   * aligns almost perfectly; a head that turned cannot (its nose and cheeks moved differently).
   */
  correlation: number;
  /** Region points that landed inside the other frame. */
  used: number;
}

interface Sampled {
  value: number;
  gx: number;
  gy: number;
}

/** Central-difference gradients of the whole image, once per alignment. */
function gradients(image: GreyImage): { gx: Float32Array; gy: Float32Array } {
  const { width, height, data } = image;
  const gx = new Float32Array(width * height);
  const gy = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      gx[i] = ((data[i + 1] ?? 0) - (data[i - 1] ?? 0)) / 2;
      gy[i] = ((data[i + width] ?? 0) - (data[i - width] ?? 0)) / 2;
    }
  }
  return { gx, gy };
}

/** Bilinear value and gradient at (x, y); false outside the image's inner part. */
function sampleAt(image: GreyImage, gx: Float32Array, gy: Float32Array, x: number, y: number, out: Sampled): boolean {
  const { width, height, data } = image;
  if (!(x >= 1 && y >= 1 && x < width - 2 && y < height - 2)) return false;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * width + x0;
  const w00 = (1 - fx) * (1 - fy);
  const w10 = fx * (1 - fy);
  const w01 = (1 - fx) * fy;
  const w11 = fx * fy;
  const j = i + width;
  out.value = (data[i] ?? 0) * w00 + (data[i + 1] ?? 0) * w10 + (data[j] ?? 0) * w01 + (data[j + 1] ?? 0) * w11;
  out.gx = (gx[i] ?? 0) * w00 + (gx[i + 1] ?? 0) * w10 + (gx[j] ?? 0) * w01 + (gx[j + 1] ?? 0) * w11;
  out.gy = (gy[i] ?? 0) * w00 + (gy[i + 1] ?? 0) * w10 + (gy[j] ?? 0) * w01 + (gy[j + 1] ?? 0) * w11;
  return true;
}

function valueAt(image: GreyImage, x: number, y: number): number {
  const { width, height, data } = image;
  if (!(x >= 0 && y >= 0 && x < width - 1 && y < height - 1)) return Number.NaN;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * width + x0;
  return ((data[i] ?? 0) * (1 - fx) + (data[i + 1] ?? 0) * fx) * (1 - fy) + ((data[i + width] ?? 0) * (1 - fx) + (data[i + width + 1] ?? 0) * fx) * fy;
}

function normalise(h: readonly number[]): number[] {
  const last = h[8] ?? 1;
  return h.map((value) => value / last);
}

/**
 * Aligns `other` to `reference` over the reference's `points` with the homography that best
 * explains them (Gauss–Newton on intensities, with the other frame's gain and offset fitted at
 * each step: the screen's light changes between frames), starting from `initial` (from the
 * face landmarks). Works in coordinates normalised to the region (centre 0, spread 1), so the
 * eight unknowns are of one magnitude.
 */
export function alignPlane(reference: GreyImage, other: GreyImage, points: readonly Point2[], initial: Homography, iterations = 25): AlignmentResult {
  const count = points.length;
  let cx = 0;
  let cy = 0;
  for (const p of points) {
    cx += p.x / count;
    cy += p.y / count;
  }
  let spread = 0;
  for (const p of points) spread += Math.hypot(p.x - cx, p.y - cy) / count;
  const s = spread > 0 ? spread : 1;
  const t = [1 / s, 0, -cx / s, 0, 1 / s, -cy / s, 0, 0, 1];
  const tInv = [s, 0, cx, 0, s, cy, 0, 0, 1];
  const px = new Float64Array(count);
  const py = new Float64Array(count);
  const ref = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const p = points[i] ?? { x: 0, y: 0 };
    px[i] = (p.x - cx) / s;
    py[i] = (p.y - cy) / s;
    ref[i] = valueAt(reference, p.x, p.y);
  }
  const { gx, gy } = gradients(other);
  const sample: Sampled = { value: 0, gx: 0, gy: 0 };
  // hn maps normalised reference points to other-frame pixels: H = Hn · T.
  let hn = multiply3(initial, tInv);
  hn = normalise(hn);
  const n = 10;
  const ata = new Float64Array(n * n);
  const atb = new Float64Array(n);
  const row = new Float64Array(n);
  const warped = new Float64Array(count);
  const valid = new Uint8Array(count);
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    let used = 0;
    const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0] = hn;
    for (let i = 0; i < count; i += 1) {
      const x = px[i] ?? 0;
      const y = py[i] ?? 0;
      const w = h6 * x + h7 * y + 1;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      const r = ref[i] ?? Number.NaN;
      if (Number.isNaN(r) || !sampleAt(other, gx, gy, u, v, sample)) {
        valid[i] = 0;
        continue;
      }
      valid[i] = 1;
      warped[i] = sample.value;
      sx += r;
      sy += sample.value;
      sxx += r * r;
      sxy += r * sample.value;
      used += 1;
    }
    if (used < 50) break;
    const gain = (used * sxy - sx * sy) / Math.max(1e-9, used * sxx - sx * sx);
    const offset = (sy - gain * sx) / used;
    ata.fill(0);
    atb.fill(0);
    // Every other point builds the normal equations: eight unknowns need far fewer than the
    // region's thousands, and this halves the alignment's time; the correlation uses them all.
    for (let i = 0; i < count; i += 2) {
      if (!valid[i]) continue;
      const x = px[i] ?? 0;
      const y = py[i] ?? 0;
      const w = h6 * x + h7 * y + 1;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      sampleAt(other, gx, gy, u, v, sample);
      const ex = sample.gx / w;
      const ey = sample.gy / w;
      const r = ref[i] ?? 0;
      row[0] = ex * x;
      row[1] = ex * y;
      row[2] = ex;
      row[3] = ey * x;
      row[4] = ey * y;
      row[5] = ey;
      row[6] = -(ex * u + ey * v) * x;
      row[7] = -(ex * u + ey * v) * y;
      row[8] = -r;
      row[9] = -1;
      const residual = gain * r + offset - (warped[i] ?? 0);
      for (let a = 0; a < n; a += 1) {
        const ra = row[a] ?? 0;
        atb[a] = (atb[a] ?? 0) + ra * residual;
        for (let b = a; b < n; b += 1) ata[a * n + b] = (ata[a * n + b] ?? 0) + ra * (row[b] ?? 0);
      }
    }
    for (let a = 0; a < n; a += 1) for (let b = 0; b < a; b += 1) ata[a * n + b] = ata[b * n + a] ?? 0;
    // A little Levenberg damping: a step the linearisation does not support does not run off.
    for (let a = 0; a < n; a += 1) ata[a * n + a] = (ata[a * n + a] ?? 0) * 1.01 + 1e-6;
    const step = solveDense(ata, atb, n);
    if (!step) break;
    hn = hn.map((value, index) => (index < 8 ? value + (step[index] ?? 0) : value));
    // Converged: the region's centre moves less than a twentieth of a pixel.
    if (Math.hypot(step[2] ?? 0, step[5] ?? 0) < 0.05) break;
  }
  const homography = normalise(multiply3(hn, t));
  return { homography, ...correlate(other, px, py, ref, hn) };
}

function correlate(other: GreyImage, px: Float64Array, py: Float64Array, ref: Float64Array, hn: readonly number[]): { correlation: number; used: number } {
  const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0] = hn;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  let used = 0;
  for (let i = 0; i < px.length; i += 1) {
    const x = px[i] ?? 0;
    const y = py[i] ?? 0;
    const w = h6 * x + h7 * y + 1;
    const value = valueAt(other, (h0 * x + h1 * y + h2) / w, (h3 * x + h4 * y + h5) / w);
    const r = ref[i] ?? Number.NaN;
    if (Number.isNaN(value) || Number.isNaN(r)) continue;
    sx += r;
    sy += value;
    sxx += r * r;
    syy += value * value;
    sxy += r * value;
    used += 1;
  }
  if (used < 2) return { correlation: 0, used };
  const cov = sxy / used - (sx / used) * (sy / used);
  const vx = sxx / used - (sx / used) ** 2;
  const vy = syy / used - (sy / used) ** 2;
  return { correlation: cov / Math.sqrt(Math.max(1e-9, vx * vy)), used };
}

function solveDense(matrix: Float64Array, vector: Float64Array, n: number): number[] | null {
  return solveLinear(
    Array.from({ length: n }, (_, i) => Array.from(matrix.subarray(i * n, i * n + n))),
    Array.from(vector),
  );
}
