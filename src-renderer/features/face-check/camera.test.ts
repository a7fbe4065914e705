import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_CONSTRAINTS, frameTakenAt, grabNextFrame, NEXT_FRAME_WAIT_MS, startBrowserCamera, VIDEO_START_TIMEOUT_MS } from './camera.ts';
import { FaceCheckNotReadyError } from './not-ready.ts';

interface FakeTrack {
  stopped: boolean;
  stop: () => void;
  addEventListener: (type: string, listener: () => void) => void;
  fireEnded: () => void;
}

function fakeTrack(): FakeTrack {
  const listeners: (() => void)[] = [];
  const track: FakeTrack = {
    stopped: false,
    stop: () => {
      track.stopped = true;
    },
    addEventListener: (_type, listener) => listeners.push(listener),
    fireEnded: () => listeners.forEach((listener) => listener()),
  };
  return track;
}

function fakeStream() {
  const track = fakeTrack();
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

function fakeMedia(devices: Partial<MediaDeviceInfo>[] = [{ kind: 'videoinput' }], getUserMedia?: () => Promise<MediaStream>) {
  const { stream, track } = fakeStream();
  const media = {
    enumerateDevices: vi.fn(async () => devices as MediaDeviceInfo[]),
    getUserMedia: vi.fn(getUserMedia ?? (async () => stream)),
  };
  return { media: media as unknown as MediaDevices, getUserMedia: media.getUserMedia, track };
}

function fakeVideo({ width = 640, height = 480, play = () => Promise.resolve() } = {}) {
  return { videoWidth: width, videoHeight: height, readyState: 4, srcObject: null as MediaStream | null, muted: false, playsInline: false, play: vi.fn(play) };
}

const asVideo = (video: ReturnType<typeof fakeVideo>) => video as unknown as HTMLVideoElement;

async function missing(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FaceCheckNotReadyError);
  return (error as FaceCheckNotReadyError).missing;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startBrowserCamera (spec §8 not-ready, device check)', () => {
  it('asks for the front camera at 640×480 ideal, without sound, and plays it muted', async () => {
    const { media, getUserMedia, track } = fakeMedia();
    const video = fakeVideo();
    const camera = await startBrowserCamera(asVideo(video), media, new AbortController().signal);
    expect(getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(CAMERA_CONSTRAINTS).toEqual({ audio: false, video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' } });
    expect(video.muted).toBe(true);
    expect(video.srcObject).not.toBeNull();
    camera.stop();
    expect(track.stopped).toBe(true);
    expect(video.srcObject).toBeNull();
  });

  it('names a missing camera before asking for permission', async () => {
    const { media, getUserMedia } = fakeMedia([{ kind: 'audioinput' }]);
    expect(await missing(startBrowserCamera(asVideo(fakeVideo()), media, new AbortController().signal))).toEqual(['no-camera']);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('maps a refused permission to camera-blocked', async () => {
    const { media } = fakeMedia(undefined, () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await missing(startBrowserCamera(asVideo(fakeVideo()), media, new AbortController().signal))).toEqual(['camera-blocked']);
  });

  it('names a browser without camera access', async () => {
    expect(await missing(startBrowserCamera(asVideo(fakeVideo()), undefined, new AbortController().signal))).toEqual(['camera-error']);
  });

  it('refuses a camera below 640×480 and stops it', async () => {
    const { media, track } = fakeMedia();
    expect(await missing(startBrowserCamera(asVideo(fakeVideo({ width: 320, height: 240 })), media, new AbortController().signal))).toEqual(['low-resolution']);
    expect(track.stopped).toBe(true);
  });

  it('names a video that does not play and stops the camera', async () => {
    const { media, track } = fakeMedia();
    const video = fakeVideo({ play: () => Promise.reject(new DOMException('no', 'NotAllowedError')) });
    expect(await missing(startBrowserCamera(asVideo(video), media, new AbortController().signal))).toEqual(['video-not-playing']);
    expect(track.stopped).toBe(true);
  });

  it('gives a video that never starts 5 s', async () => {
    const { media, track } = fakeMedia();
    const video = fakeVideo({ play: () => new Promise<void>(() => undefined) });
    const started = missing(startBrowserCamera(asVideo(video), media, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(VIDEO_START_TIMEOUT_MS);
    expect(await started).toEqual(['video-not-playing']);
    expect(track.stopped).toBe(true);
  });

  it('stops a stream granted after the check was cancelled', async () => {
    let grant = () => undefined as void;
    const { stream, track } = fakeStream();
    const { media } = fakeMedia(undefined, () => new Promise((resolve) => (grant = () => resolve(stream))));
    const abort = new AbortController();
    const started = startBrowserCamera(asVideo(fakeVideo()), media, abort.signal);
    await vi.advanceTimersByTimeAsync(0);
    abort.abort();
    grant();
    await expect(started).rejects.toMatchObject({ name: 'AbortError' });
    expect(track.stopped).toBe(true);
  });

  it('reports a camera that stops by itself, but not one we stopped', async () => {
    const { media, track } = fakeMedia();
    const camera = await startBrowserCamera(asVideo(fakeVideo()), media, new AbortController().signal);
    const ended = vi.fn();
    void camera.ended.then(ended);
    track.fireEnded();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toHaveBeenCalled();
  });

  it('does not report a camera it stopped itself', async () => {
    const { media, track } = fakeMedia();
    const camera = await startBrowserCamera(asVideo(fakeVideo()), media, new AbortController().signal);
    const ended = vi.fn();
    void camera.ended.then(ended);
    camera.stop();
    track.fireEnded();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('a grabbed frame and when it was taken (the screen light’s tag, screen-light-clock.ts)', () => {
  /** A video element that reports its frames as the browser does, the test saying when. */
  function reportingVideo() {
    const callbacks = new Map<number, VideoFrameRequestCallback>();
    let next = 1;
    const video = {
      requestVideoFrameCallback: (callback: VideoFrameRequestCallback) => {
        callbacks.set(next, callback);
        return next++;
      },
      cancelVideoFrameCallback: (handle: number) => callbacks.delete(handle),
    };
    /** Presents a frame; `callbackAt` is the browser's time of the callback (performance.now unless a test clock replaced it). */
    const present = (metadata: Partial<VideoFrameCallbackMetadata>, callbackAt = performance.now()) => {
      const waiting = [...callbacks.values()];
      callbacks.clear();
      for (const callback of waiting)
        callback(callbackAt, { presentationTime: 0, expectedDisplayTime: 0, width: 640, height: 480, mediaTime: 0, presentedFrames: 1, ...metadata });
    };
    return { video: video as unknown as HTMLVideoElement, present, waiting: () => callbacks.size };
  }

  /**
   * The time a grabbed frame was dated, and Date.now just before and after the frame was presented:
   * the callback reads the clock in between, so the date is exact within those bounds however
   * long a busy machine takes between statements (a tolerance of a few milliseconds was not).
   */
  async function datedBetween(presentFrame: () => void, grabbed: Promise<number>): Promise<{ at: number; before: number; after: number }> {
    const before = Date.now();
    presentFrame();
    const after = Date.now();
    return { at: await grabbed, before, after };
  }

  it('draws the next frame the browser presents, dated by the camera’s capture time on Date.now’s clock', async () => {
    const { video, present } = reportingVideo();
    const draw = vi.fn((takenAt: number) => takenAt);
    const grabbed = grabNextFrame(video, draw);
    expect(draw).not.toHaveBeenCalled();
    // Whole milliseconds, so the frame's age is exact in floating point.
    const callbackAt = Math.floor(performance.now());
    const taken = await datedBetween(() => present({ captureTime: callbackAt - 400, presentationTime: callbackAt - 10 }, callbackAt), grabbed);
    expect(taken.at).toBeGreaterThanOrEqual(taken.before - 400);
    expect(taken.at).toBeLessThanOrEqual(taken.after - 400);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('dates a frame without a capture time (a canvas’s stream) by the moment it was presented', async () => {
    const { video, present } = reportingVideo();
    const grabbed = grabNextFrame(video, (takenAt) => takenAt);
    // Whole milliseconds, so the frame's age is exact in floating point.
    const callbackAt = Math.floor(performance.now());
    const taken = await datedBetween(() => present({ presentationTime: callbackAt - 120 }, callbackAt), grabbed);
    expect(taken.at).toBeGreaterThanOrEqual(taken.before - 120);
    expect(taken.at).toBeLessThanOrEqual(taken.after - 120);
  });

  it('dates a frame by the browser’s own timeline when the page’s performance.now is another clock (a test’s)', async () => {
    const { video, present } = reportingVideo();
    const grabbed = grabNextFrame(video, (takenAt) => takenAt);
    // The page's replaced performance.now runs 390 ms ahead of the browser's timeline (as seen
    // with Playwright's clock installed): mixed, the frame would be dated 420 ms old.
    const browserNow = Math.floor(performance.now()) - 390;
    const taken = await datedBetween(() => present({ presentationTime: browserNow - 30 }, browserNow), grabbed);
    expect(taken.at).toBeGreaterThanOrEqual(taken.before - 30);
    expect(taken.at).toBeLessThanOrEqual(taken.after - 30);
  });

  it('takes the picture shown, dated now, when no frame comes in time (a hidden page) or the browser cannot report frames', async () => {
    const { video, waiting } = reportingVideo();
    const grabbed = grabNextFrame(video, (takenAt) => takenAt);
    const before = Date.now();
    vi.advanceTimersByTime(NEXT_FRAME_WAIT_MS);
    expect(await grabbed).toBeGreaterThanOrEqual(before);
    expect(waiting()).toBe(0);
    const plain = {} as HTMLVideoElement;
    expect(await grabNextFrame(plain, () => 'drawn at once')).toBe('drawn at once');
  });

  it.each([
    ['a frame taken 400 ms before the grab', 9_600, 9_600],
    ['no frame time', null, 10_000],
    ['a time after the grab (clocks stepped)', 10_050, 10_000],
    ['a time older than 1.5 s (a camera that froze)', 8_400, 10_000],
  ])('a grab at 10 000 with %s is dated %s', (_case, reported, expected) => {
    expect(frameTakenAt(reported, 10_000)).toBe(expected);
  });
});
