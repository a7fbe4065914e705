import { analyzeFrame, type AnalyzeOptions } from './analyze-frame.ts';
import type { FaceAnalyzer } from './face-analyzer.ts';
import type { FrameAnalysis } from './frame-analysis.ts';
import { loadHuman, type HumanOptions } from './human-loader.ts';
import { warmModels } from './warm-models.ts';

/**
 * Runs the detector in this thread. Human is not re-entrant, so calls are chained. Used by the
 * worker (worker-analyzer.ts) and by tests that measure analysis directly.
 */
export async function createInProcessAnalyzer(humanOptions: HumanOptions = {}): Promise<FaceAnalyzer> {
  // One after the other: the first load also starts the wasm backend both share.
  const near = await loadHuman({ ...humanOptions, detector: 'near' });
  const full = await loadHuman({ ...humanOptions, detector: 'full' });
  warmModels(near);
  warmModels(full);
  const detectors = { near, full };
  let chain: Promise<unknown> = Promise.resolve();
  const analyze = (image: Uint8Array, options: AnalyzeOptions): Promise<FrameAnalysis> => {
    const run = chain.then(() => analyzeFrame(detectors, image, options));
    chain = run.catch(() => undefined);
    return run;
  };
  return {
    analyze,
    async close() {
      await chain;
    },
  };
}
