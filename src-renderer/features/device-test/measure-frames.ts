import { type FrameMeasurement, type FrameSample, measureFromSamples } from './frame-rate.ts';

/** How long the frames are counted once the first one arrived. */
export const FRAME_WINDOW_MS = 2_000;
/** A camera that delivered no frame by then is not readable (spec §8 "camera unreadable or in use"). */
export const FIRST_FRAME_TIMEOUT_MS = 5_000;
/** The fallback's look interval where the video has no frame callbacks. */
const POLL_MS = 100;

type FrameSource = (video: HTMLVideoElement, onSample: (sample: FrameSample) => void) => () => void;

/** Every frame the video presents (`requestVideoFrameCallback`): its real size and the running count. */
const frameCallbacks: FrameSource = (video, onSample) => {
  let handle = 0;
  const onFrame = (now: number, metadata: VideoFrameCallbackMetadata) => {
    onSample({ time: now, frames: metadata.presentedFrames, width: metadata.width, height: metadata.height });
    handle = video.requestVideoFrameCallback(onFrame);
  };
  handle = video.requestVideoFrameCallback(onFrame);
  return () => video.cancelVideoFrameCallback(handle);
};

/** Browsers without frame callbacks: the playback quality's frame count, looked at often. */
const playbackQuality: FrameSource = (video, onSample) => {
  const timer = setInterval(() => {
    const frames = video.getVideoPlaybackQuality().totalVideoFrames;
    if (frames > 0) onSample({ time: performance.now(), frames, width: video.videoWidth, height: video.videoHeight });
  }, POLL_MS);
  return () => clearInterval(timer);
};

/**
 * Measures the camera from the frames the playing `video` shows: their size and how many come
 * in FRAME_WINDOW_MS after the first. Resolves null when no frame came within
 * FIRST_FRAME_TIMEOUT_MS; rejects with the signal's reason when aborted.
 */
export function measureFrames(
  video: HTMLVideoElement,
  signal: AbortSignal,
  timing = { windowMs: FRAME_WINDOW_MS, firstFrameTimeoutMs: FIRST_FRAME_TIMEOUT_MS },
): Promise<FrameMeasurement | null> {
  const source = 'requestVideoFrameCallback' in video ? frameCallbacks : playbackQuality;
  return new Promise((resolve, reject) => {
    const samples: FrameSample[] = [];
    let timer = setTimeout(() => finish(), timing.firstFrameTimeoutMs);
    const stopSource = source(video, (sample) => {
      samples.push(sample);
      if (samples.length === 1) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(), timing.windowMs);
      }
    });
    const onAbort = () => {
      cleanUp();
      reject(signal.reason);
    };
    function cleanUp() {
      clearTimeout(timer);
      stopSource();
      signal.removeEventListener('abort', onAbort);
    }
    function finish() {
      cleanUp();
      resolve(measureFromSamples(samples));
    }
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}
