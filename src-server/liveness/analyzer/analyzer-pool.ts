import { availableParallelism } from 'node:os';
import type { FaceAnalyzer } from './face-analyzer.ts';
import { createWorkerAnalyzer } from './worker-analyzer.ts';

/**
 * Workers for face analysis on a machine of `cores`: all but one, which is left to the event
 * loop (HTTP, the check's socket, the database driver); at least one. A frame's analysis is
 * single-threaded wasm, so each worker keeps one core busy during a face check
 * (docs/liveness.md, Speed).
 */
export function analyzerPoolSize(cores: number = availableParallelism()): number {
  return Math.max(1, Math.floor(cores) - 1);
}

/**
 * `size` analyzers (worker threads, each with its own models) behind one: a frame goes to the
 * one with the fewest frames in flight, so the face checks of several people run side by side.
 * Each keeps its own queue limit, so the pool drops a frame only when the least busy one is full.
 */
export async function createAnalyzerPool(size: number, start: () => Promise<FaceAnalyzer> = () => createWorkerAnalyzer()): Promise<FaceAnalyzer> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`a face analyzer pool needs at least one worker, got ${size}`);
  const started = await Promise.allSettled(Array.from({ length: size }, () => start()));
  const members = started.flatMap((result) => (result.status === 'fulfilled' ? [{ analyzer: result.value, inFlight: 0 }] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(members.map((member) => member.analyzer.close()));
    throw failure.reason;
  }
  let closed = false;
  return {
    async analyze(image, options) {
      if (closed) throw new Error('face analyzer is closed');
      const member = members.reduce((least, candidate) => (candidate.inFlight < least.inFlight ? candidate : least));
      member.inFlight += 1;
      try {
        return await member.analyzer.analyze(image, options);
      } finally {
        member.inFlight -= 1;
      }
    },
    async close() {
      closed = true;
      await Promise.all(members.map((member) => member.analyzer.close()));
    },
  };
}
