import type { AnalyzeOptions } from './analyze-frame.ts';
import type { FrameAnalysis } from './frame-analysis.ts';

/** Analyses camera frames; one at a time internally, callers may queue. */
export interface FaceAnalyzer {
  analyze(image: Uint8Array, options: AnalyzeOptions): Promise<FrameAnalysis>;
  close(): Promise<void>;
}

/** Thrown by analyze() when too many frames are already waiting: the caller drops the frame. */
export class AnalyzerBusyError extends Error {
  override name = 'AnalyzerBusyError';
}
