import { describe, expect, it } from 'vitest';
import { analyzerPoolSize, createAnalyzerPool } from './analyzer-pool.ts';
import { AnalyzerBusyError, type FaceAnalyzer } from './face-analyzer.ts';
import type { FrameAnalysis } from './frame-analysis.ts';

/** An analyzer whose answers the test releases one by one, recording which frames it was given. */
function heldAnalyzer(name: string, seen: string[], options: { busyAfter?: number } = {}) {
  const waiting: (() => void)[] = [];
  let closed = false;
  const analyzer: FaceAnalyzer = {
    analyze(image) {
      if (options.busyAfter !== undefined && waiting.length >= options.busyAfter) return Promise.reject(new AnalyzerBusyError('full'));
      seen.push(`${name}:${image[0]}`);
      return new Promise<FrameAnalysis>((resolve) => waiting.push(() => resolve({ faces: [] } as unknown as FrameAnalysis)));
    },
    close() {
      closed = true;
      return Promise.resolve();
    },
  };
  return { analyzer, releaseOne: () => waiting.shift()?.(), isClosed: () => closed };
}

describe('face analysis pool (docs/liveness.md, Speed)', () => {
  it.each([
    [1, 1],
    [2, 1],
    [4, 3],
    [16, 15],
    [0, 1],
  ])('on %i cores uses %i worker(s), leaving one core to the event loop', (cores, workers) => {
    expect(analyzerPoolSize(cores)).toBe(workers);
  });

  it('gives each frame to the member with the fewest frames in flight', async () => {
    const seen: string[] = [];
    const members = [heldAnalyzer('a', seen), heldAnalyzer('b', seen)];
    let next = 0;
    const pool = await createAnalyzerPool(2, () => Promise.resolve(members[next++]!.analyzer));
    const first = pool.analyze(new Uint8Array([1]), { describe: false });
    const second = pool.analyze(new Uint8Array([2]), { describe: false });
    expect(seen).toEqual(['a:1', 'b:2']);
    members[0]!.releaseOne();
    await first;
    const third = pool.analyze(new Uint8Array([3]), { describe: false });
    expect(seen).toEqual(['a:1', 'b:2', 'a:3']);
    members[1]!.releaseOne();
    members[0]!.releaseOne();
    await Promise.all([second, third]);
  });

  it('drops a frame only when the least busy member is full, and closes every member', async () => {
    const seen: string[] = [];
    const members = [heldAnalyzer('a', seen, { busyAfter: 1 }), heldAnalyzer('b', seen, { busyAfter: 1 })];
    let next = 0;
    const pool = await createAnalyzerPool(2, () => Promise.resolve(members[next++]!.analyzer));
    void pool.analyze(new Uint8Array([1]), { describe: false });
    void pool.analyze(new Uint8Array([2]), { describe: false });
    await expect(pool.analyze(new Uint8Array([3]), { describe: false })).rejects.toBeInstanceOf(AnalyzerBusyError);
    await pool.close();
    expect(members.every((member) => member.isClosed())).toBe(true);
    await expect(pool.analyze(new Uint8Array([4]), { describe: false })).rejects.toThrow('closed');
  });

  it('a member that cannot start fails the pool and closes the ones that did', async () => {
    const seen: string[] = [];
    const started = heldAnalyzer('a', seen);
    let next = 0;
    const start = () => (next++ === 0 ? Promise.resolve(started.analyzer) : Promise.reject(new Error('models missing')));
    await expect(createAnalyzerPool(2, start)).rejects.toThrow('models missing');
    expect(started.isClosed()).toBe(true);
    await expect(createAnalyzerPool(0, start)).rejects.toThrow('at least one worker');
  });
});
