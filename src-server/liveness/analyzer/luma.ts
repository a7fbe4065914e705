/**
 * Brightness measures on 8-bit images. Luma is BT.601 (0.299 R + 0.587 G + 0.114 B), the
 * weighting JPEG itself uses, on the 0–255 scale.
 */
export function meanLumaRgb(rgb: Uint8Array, width: number, height: number): number {
  // Every other row and column: ¼ of the pixels gives the same mean to well under 1 level.
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const i = (y * width + x) * 3;
      sum += 0.299 * (rgb[i] ?? 0) + 0.587 * (rgb[i + 1] ?? 0) + 0.114 * (rgb[i + 2] ?? 0);
      count += 1;
    }
  }
  return count === 0 ? 0 : sum / count;
}

export interface SideLuma {
  mean: number;
  left: number;
  right: number;
}

/** Mean luma of a grey image and of its left and right halves (one-sided light, spec §8 code 6). */
export function sideLuma(grey: Uint8Array, width: number, height: number): SideLuma {
  const half = Math.floor(width / 2);
  let left = 0;
  let right = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = grey[y * width + x] ?? 0;
      if (x < half) left += value;
      else if (x >= width - half) right += value;
    }
  }
  const perSide = Math.max(1, half * height);
  const l = left / perSide;
  const r = right / perSide;
  return { mean: (l + r) / 2, left: l, right: r };
}
