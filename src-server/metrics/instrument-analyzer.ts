import { AnalyzerBusyError, type FaceAnalyzer } from '../liveness/analyzer/face-analyzer.ts';
import { faceFrameSeconds, faceFramesDropped, watchFaceQueue } from './metrics.ts';

/**
 * The face analyzer as it was, measured (metrics.ts): frames in flight (the queue of the
 * workers), each frame's time with or without the descriptor, and the frames the workers could
 * not take. Closing it stops the queue's gauge.
 */
export function instrumentAnalyzer(analyzer: FaceAnalyzer): FaceAnalyzer {
  let inFlight = 0;
  const unwatch = watchFaceQueue(() => inFlight);
  return {
    async analyze(image, options) {
      const started = performance.now();
      inFlight += 1;
      try {
        const analysis = await analyzer.analyze(image, options);
        faceFrameSeconds.observe({ descriptor: String(options.describe) }, (performance.now() - started) / 1000);
        return analysis;
      } catch (error) {
        if (error instanceof AnalyzerBusyError) faceFramesDropped.inc();
        throw error;
      } finally {
        inFlight -= 1;
      }
    },
    async close() {
      unwatch();
      await analyzer.close();
    },
  };
}
