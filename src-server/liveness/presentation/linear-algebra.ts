/**
 * The small dense linear algebra of the presentation checks (homography.ts, plane-alignment.ts):
 * systems of at most nine unknowns, solved directly.
 */

/** Solves the n×n system a·x = b in place (Gaussian elimination, partial pivoting); null when singular. */
export function solveLinear(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(a[row]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = row;
    const pivotRow = a[pivot];
    if (!pivotRow || Math.abs(pivotRow[col] ?? 0) < 1e-12) return null;
    [a[col], a[pivot]] = [pivotRow, a[col] ?? []];
    [b[col], b[pivot]] = [b[pivot] ?? 0, b[col] ?? 0];
    const top = a[col] ?? [];
    for (let row = col + 1; row < n; row += 1) {
      const current = a[row] ?? [];
      const factor = (current[col] ?? 0) / (top[col] ?? 1);
      for (let k = col; k < n; k += 1) current[k] = (current[k] ?? 0) - factor * (top[k] ?? 0);
      b[row] = (b[row] ?? 0) - factor * (b[col] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    const current = a[row] ?? [];
    let sum = b[row] ?? 0;
    for (let k = row + 1; k < n; k += 1) sum -= (current[k] ?? 0) * (x[k] ?? 0);
    x[row] = sum / (current[row] ?? 1);
  }
  return x;
}

/** The product of two 3×3 matrices, row-major. */
export function multiply3(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(9).fill(0);
  for (let i = 0; i < 3; i += 1) {
    for (let j = 0; j < 3; j += 1) {
      let sum = 0;
      for (let k = 0; k < 3; k += 1) sum += (a[i * 3 + k] ?? 0) * (b[k * 3 + j] ?? 0);
      out[i * 3 + j] = sum;
    }
  }
  return out;
}
