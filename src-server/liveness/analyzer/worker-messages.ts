import type { AnalyzeOptions } from './analyze-frame.ts';
import type { FrameAnalysis } from './frame-analysis.ts';

/** Messages between worker-analyzer.ts (server thread) and analyzer-worker.ts. */
export interface WorkerRequest {
  id: number;
  image: Uint8Array;
  options: AnalyzeOptions;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'broken'; message: string }
  | { type: 'result'; id: number; analysis: FrameAnalysis }
  | { type: 'failed'; id: number; message: string };
