import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_CONSTRAINTS, frameTakenAt, startBrowserCamera, VIDEO_START_TIMEOUT_MS, watchFrameTimes } from './camera.ts';
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

describe('the time a frame was taken (the screen light’s tag, screen-light-clock.ts)', () => {
  /** A video element that reports frames as the browser does, the test saying when. */
  function reportingVideo() {
    let callback: VideoFrameRequestCallback | null = null;
    const video = {
      requestVideoFrameCallback: (next: VideoFrameRequestCallback) => {
        callback = next;
        return 1;
      },
    };
    const report = (metadata: Partial<VideoFrameCallbackMetadata>) => {
      const current = callback;
      callback = null;
      current?.(performance.now(), { presentationTime: 0, expectedDisplayTime: 0, width: 640, height: 480, mediaTime: 0, presentedFrames: 1, ...metadata });
    };
    return { video: video as unknown as HTMLVideoElement, report, waiting: () => callback !== null };
  }

  it('is the camera’s capture time, else the moment the frame was shown, on Date.now’s clock; null before any frame', () => {
    const { video, report, waiting } = reportingVideo();
    const frameTime = watchFrameTimes(video, () => false);
    expect(frameTime()).toBeNull();
    const offset = Date.now() - performance.now();
    report({ captureTime: performance.now() - 400, presentationTime: performance.now() - 10 });
    expect(frameTime()).toBeCloseTo(offset + performance.now() - 400, -1);
    expect(waiting()).toBe(true);
    report({ presentationTime: performance.now() - 120 });
    expect(frameTime()).toBeCloseTo(offset + performance.now() - 120, -1);
  });

  it('stops asking for frames once the camera is stopped', () => {
    const { video, report, waiting } = reportingVideo();
    let stopped = false;
    watchFrameTimes(video, () => stopped);
    stopped = true;
    report({ presentationTime: performance.now() });
    expect(waiting()).toBe(false);
  });

  it.each([
    ['a frame taken 400 ms before the grab', 9_600, 9_600],
    ['no frame time (a browser without requestVideoFrameCallback)', null, 10_000],
    ['a time after the grab (clocks stepped)', 10_050, 10_000],
    ['a time older than 1.5 s (frames no longer reported)', 8_400, 10_000],
  ])('a grab at 10 000 with %s is dated %s', (_case, reported, expected) => {
    expect(frameTakenAt(reported, 10_000)).toBe(expected);
  });
});
