/**
 * Deletion of expired rows without a timer to stop on close: the first call after `intervalMs`
 * of the clock runs `sweep`, the others return at once. Each server process sweeps on its own;
 * deleting rows that are already expired is harmless when two do it at once.
 */
export function createExpirySweep(intervalMs: number, now: () => number, sweep: (now: number) => Promise<unknown>): () => Promise<void> {
  let nextAt = Number.NEGATIVE_INFINITY;
  return async () => {
    const time = now();
    if (time < nextAt) return;
    nextAt = time + intervalMs;
    await sweep(time);
  };
}
