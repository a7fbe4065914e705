import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measureFrames } from './measure-frames.ts';

type FrameCallback = (now: number, metadata: VideoFrameCallbackMetadata) => void;

/** A video whose frames the test presents, as `requestVideoFrameCallback` reports them. */
function fakeVideo() {
  let pending: FrameCallback | null = null;
  let presented = 0;
  const video = {
    requestVideoFrameCallback: (callback: FrameCallback) => {
      pending = callback;
      return 1;
    },
    cancelVideoFrameCallback: vi.fn(() => {
      pending = null;
    }),
  };
  const present = (now: number, width = 640, height = 480) => {
    presented += 1;
    const callback = pending;
    pending = null;
    callback?.(now, { presentedFrames: presented, width, height, mediaTime: 0, presentationTime: now, expectedDisplayTime: now } as VideoFrameCallbackMetadata);
  };
  return { video: video as unknown as HTMLVideoElement, present, cancelled: video.cancelVideoFrameCallback };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('measureFrames: the camera measured from the frames it delivers', () => {
  it('counts the frames of the window that starts at the first frame', async () => {
    const { video, present, cancelled } = fakeVideo();
    const measuring = measureFrames(video, new AbortController().signal, { windowMs: 2_000, firstFrameTimeoutMs: 5_000 });
    // 15 frames a second from t = 1 s: 31 frames in the 2 s window.
    await vi.advanceTimersByTimeAsync(1_000);
    for (let i = 0; i <= 30; i += 1) present(1_000 + (i * 1_000) / 15);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await measuring).toEqual({ width: 640, height: 480, frameRate: 15 });
    expect(cancelled).toHaveBeenCalled();
  });

  it('finds no frame when none came in time: null (spec §8 camera unreadable)', async () => {
    const { video } = fakeVideo();
    const measuring = measureFrames(video, new AbortController().signal, { windowMs: 2_000, firstFrameTimeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await measuring).toBeNull();
  });

  it('reports the real size of the frames, not the size asked for', async () => {
    const { video, present } = fakeVideo();
    const measuring = measureFrames(video, new AbortController().signal, { windowMs: 1_000, firstFrameTimeoutMs: 5_000 });
    present(0, 320, 240);
    present(500, 320, 240);
    present(1_000, 320, 240);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await measuring).toEqual({ width: 320, height: 240, frameRate: 2 });
  });

  it('stops with the abort of the run', async () => {
    const { video, cancelled } = fakeVideo();
    const controller = new AbortController();
    const measuring = measureFrames(video, controller.signal);
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(measuring).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelled).toHaveBeenCalled();
  });
});
