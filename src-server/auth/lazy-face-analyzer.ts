import type { FaceAnalyzer } from '../liveness/analyzer/face-analyzer.ts';
import { createWorkerAnalyzer } from '../liveness/analyzer/worker-analyzer.ts';

/**
 * A face analyzer that starts its worker (models loaded, ≈ 0.5 s) at the first frame. For apps
 * built without one (tests, tools): most never see a face check, and should not pay for it.
 * The server passes a warmed analyzer instead (start-server.ts).
 */
export function createLazyFaceAnalyzer(start: () => Promise<FaceAnalyzer> = () => createWorkerAnalyzer()): FaceAnalyzer {
  let analyzer: Promise<FaceAnalyzer> | null = null;
  let closed = false;
  const ensure = (): Promise<FaceAnalyzer> => {
    analyzer ??= start();
    analyzer.catch(() => {
      analyzer = null;
    });
    return analyzer;
  };
  return {
    async analyze(image, options) {
      if (closed) throw new Error('face analyzer is closed');
      return (await ensure()).analyze(image, options);
    },
    async close() {
      closed = true;
      const running = analyzer;
      analyzer = null;
      if (running) await (await running).close();
    },
  };
}
