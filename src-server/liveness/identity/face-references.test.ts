import { describe, expect, it } from 'vitest';
import { AnalyzerBusyError, type FaceAnalyzer } from '../analyzer/face-analyzer.ts';
import type { FrameAnalysis } from '../analyzer/frame-analysis.ts';
import { createFaceReferences } from './face-references.ts';

/**
 * An analyzer whose "descriptor" is the photo's first byte, counting its calls: what is under
 * test is when the references ask for an analysis, not the analysis (register-liveness.test.ts
 * and full-login.test.ts run the real one).
 */
function countingAnalyzer(faces = 1) {
  const calls: number[] = [];
  let busy = false;
  const analyzer: FaceAnalyzer = {
    async analyze(image) {
      if (busy) throw new AnalyzerBusyError('busy');
      calls.push(image[0] ?? 0);
      const face = { embedding: [image[0] ?? 0, 1] } as unknown as FrameAnalysis['face'];
      return { faceCount: faces, face } as FrameAnalysis;
    },
    close: () => Promise.resolve(),
  };
  return { analyzer, calls, setBusy: (value: boolean) => (busy = value) };
}

describe('registry photo descriptors (docs/liveness.md, face match)', () => {
  it('analyses a photo once and reuses its descriptor while the registry holds the same bytes', async () => {
    const photos = new Map([['A', new Uint8Array([7, 1])]]);
    const { analyzer, calls } = countingAnalyzer();
    const references = createFaceReferences({ photoOf: async (pin) => photos.get(pin) ?? null, analyzer });
    expect(await references.descriptorOf('A')).toEqual([7, 1]);
    expect(await references.descriptorOf('A')).toEqual([7, 1]);
    expect(calls).toEqual([7]);
    photos.set('A', new Uint8Array([9, 1]));
    expect(await references.descriptorOf('A')).toEqual([9, 1]);
    expect(calls).toEqual([7, 9]);
  });

  it('shares one analysis between concurrent requests', async () => {
    const { analyzer, calls } = countingAnalyzer();
    const references = createFaceReferences({ photoOf: async () => new Uint8Array([3]), analyzer });
    await Promise.all([references.descriptorOf('A'), references.descriptorOf('A'), references.descriptorOf('A')]);
    expect(calls).toEqual([3]);
  });

  it('has none for a person without a photo, or whose photo does not show exactly one face', async () => {
    const none = createFaceReferences({ photoOf: async () => null, analyzer: countingAnalyzer().analyzer });
    expect(await none.descriptorOf('A')).toBeNull();
    const crowd = createFaceReferences({ photoOf: async () => new Uint8Array([5]), analyzer: countingAnalyzer(2).analyzer });
    expect(await crowd.descriptorOf('A')).toBeNull();
  });

  it('does not keep a failure: a busy analyzer is asked again next time', async () => {
    const { analyzer, calls, setBusy } = countingAnalyzer();
    const references = createFaceReferences({ photoOf: async () => new Uint8Array([4]), analyzer });
    setBusy(true);
    await expect(references.descriptorOf('A')).rejects.toBeInstanceOf(AnalyzerBusyError);
    setBusy(false);
    expect(await references.descriptorOf('A')).toEqual([4, 1]);
    expect(calls).toEqual([4]);
  });

  it('keeps at most maxEntries descriptors, forgetting the least recently used', async () => {
    const { analyzer, calls } = countingAnalyzer();
    const photos: Record<string, Uint8Array> = { A: new Uint8Array([1]), B: new Uint8Array([2]), C: new Uint8Array([3]) };
    const references = createFaceReferences({ photoOf: async (pin) => photos[pin] ?? null, analyzer, maxEntries: 2 });
    for (const pin of ['A', 'B', 'A', 'C', 'A', 'B']) await references.descriptorOf(pin);
    // A stays (used again before C came), B was forgotten when C came and is analysed again.
    expect(calls).toEqual([1, 2, 3, 2]);
  });
});
