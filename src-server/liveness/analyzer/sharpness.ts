/**
 * Variance of the 4-neighbour Laplacian of a grey image: large for crisp edges, small when
 * blurred (Pech-Pacheco et al. 2000). Depends on the image size, so callers resample the face
 * to a fixed size first (see face-crop.ts).
 */
export function laplacianVariance(grey: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const value = (grey[i - 1] ?? 0) + (grey[i + 1] ?? 0) + (grey[i - width] ?? 0) + (grey[i + width] ?? 0) - 4 * (grey[i] ?? 0);
      sum += value;
      sumSquares += value * value;
      count += 1;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}
