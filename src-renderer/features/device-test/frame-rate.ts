/** One look at the camera's video: when, how many frames it had shown by then, and their size. */
export interface FrameSample {
  /** Milliseconds (the frame callback's `now`, or `performance.now()`). */
  time: number;
  /** Frames presented so far (`presentedFrames`, or `totalVideoFrames` of the playback quality). */
  frames: number;
  width: number;
  height: number;
}

export interface FrameMeasurement {
  /** The size of the last frame seen (a camera may renegotiate at start; the last one is what it settled on). */
  width: number;
  height: number;
  /** Frames per second over the window, one decimal; null when the window was too short to tell. */
  frameRate: number | null;
}

/** What the samples of a window say; null when no frame came at all. */
export function measureFromSamples(samples: readonly FrameSample[]): FrameMeasurement | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.width === 0 || last.height === 0) return null;
  const seconds = (last.time - first.time) / 1000;
  const frames = last.frames - first.frames;
  const frameRate = seconds > 0 && frames >= 0 ? Math.round((frames / seconds) * 10) / 10 : null;
  return { width: last.width, height: last.height, frameRate };
}
