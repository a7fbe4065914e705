import { LIVENESS_JPEG_QUALITY } from '../../../src-domain/constants.ts';
import { DEFAULT_VIDEO_CONSTRAINTS, mediaConstraints } from '../../platform/media-devices.ts';
import { throwIfAborted, untilAborted } from './abort.ts';
import { cameraErrorReason, FaceCheckNotReadyError, meetsMinimumResolution, type NotReadyReason } from './not-ready.ts';

/** A camera frame as the liveness protocol sends it (docs/liveness.md `image`). */
export interface CameraFrame {
  /** `data:image/jpeg;base64,…` at quality 0.6 (spec §9), the raw unmirrored image. */
  data: string;
  width: number;
  height: number;
  /** When the camera took it (Date.now's clock): the screen light's tag is the colour on screen then. */
  takenAt: number;
}

/** The running camera, shown in the dialog's video element. */
export interface CameraSession {
  /** The camera's next frame (grabNextFrame), or null while the video has none. */
  grabFrame: () => Promise<CameraFrame | null>;
  /** Resolves if the camera stops by itself (unplugged, taken away by the system). */
  readonly ended: Promise<void>;
  /** Stops every track and detaches the video. Safe to call more than once. */
  stop: () => void;
}

/**
 * A reported frame time older than this is not trusted to be the frame drawn (a camera that
 * froze, clocks that stepped): the grab's own time is used then.
 */
const FRAME_TIME_MAX_AGE_MS = 1_500;

/** How long a grab waits for the browser's next video frame before it takes the picture shown as it is. */
export const NEXT_FRAME_WAIT_MS = 250;

/** A grabbed frame's time: the one the browser reported for it, unless it is missing, in the future or too old. */
export function frameTakenAt(reported: number | null, now: number): number {
  return reported !== null && reported <= now && now - reported <= FRAME_TIME_MAX_AGE_MS ? reported : now;
}

/**
 * Draws the video's next frame as the browser presents it (`requestVideoFrameCallback`), dated
 * by the camera's capture time, or for a source without one the moment the frame reached the
 * screen, on Date.now's clock. A busy page shows a frame hundreds of milliseconds after the
 * camera took it, and learns of new frames late: only a frame drawn in its own callback is
 * the frame its time describes, and the screen light's tag must say what was on screen then
 * (screen-light-clock.ts). Without the callback, or when no frame comes within
 * NEXT_FRAME_WAIT_MS (a hidden page), the picture shown now, dated now.
 */
export function grabNextFrame<T>(video: HTMLVideoElement, draw: (takenAt: number) => T): Promise<T> {
  if (typeof video.requestVideoFrameCallback !== 'function') return Promise.resolve(draw(Date.now()));
  return new Promise((resolve) => {
    let handle = 0;
    const timer = setTimeout(() => {
      video.cancelVideoFrameCallback(handle);
      resolve(draw(Date.now()));
    }, NEXT_FRAME_WAIT_MS);
    handle = video.requestVideoFrameCallback((callbackAt, metadata) => {
      clearTimeout(timer);
      // The frame's age on the browser's own timeline, which the callback's time and the
      // metadata share: performance.now may be another clock (a test's, Playwright's clock), and
      // mixing the two dated every frame hundreds of milliseconds wrong.
      const age = callbackAt - (metadata.captureTime ?? metadata.presentationTime);
      const now = Date.now();
      resolve(draw(frameTakenAt(now - age, now)));
    });
  });
}

/** `HTMLMediaElement.HAVE_CURRENT_DATA`: the video has a frame to draw. */
const HAVE_CURRENT_DATA = 2;

/** A video that has not started playing by now never will (no frames from the camera). */
export const VIDEO_START_TIMEOUT_MS = 5_000;

/** What a browser asks for: no device pinned (a kiosk adds its pinned camera, platform/media-devices.ts). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = { audio: false, video: DEFAULT_VIDEO_CONSTRAINTS };

const notReady = (reason: NotReadyReason) => new FaceCheckNotReadyError([reason]);

async function playVideo(video: HTMLVideoElement, stream: MediaStream, signal: AbortSignal): Promise<void> {
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(notReady('video-not-playing')), VIDEO_START_TIMEOUT_MS);
  });
  try {
    await untilAborted(Promise.race([video.play(), timedOut]), signal);
  } catch (error) {
    throwIfAborted(signal);
    throw error instanceof FaceCheckNotReadyError ? error : notReady('video-not-playing');
  } finally {
    clearTimeout(timer);
  }
}

function cameraSession(video: HTMLVideoElement, stream: MediaStream): CameraSession {
  const canvas = document.createElement('canvas');
  let stopped = false;
  const ended = new Promise<void>((resolve) => {
    const onEnded = () => {
      if (!stopped) resolve();
    };
    for (const track of stream.getVideoTracks()) track.addEventListener('ended', onEnded, { once: true });
  });
  return {
    grabFrame: () =>
      grabNextFrame(video, (takenAt): CameraFrame | null => {
        const { videoWidth: width, videoHeight: height } = video;
        if (stopped || width === 0 || height === 0 || video.readyState < HAVE_CURRENT_DATA) return null;
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) return null;
        // The raw image: the preview is mirrored with CSS only, the server needs the real one.
        context.drawImage(video, 0, 0, width, height);
        const data = canvas.toDataURL('image/jpeg', LIVENESS_JPEG_QUALITY);
        return data.startsWith('data:image/') ? { data, width, height, takenAt } : null;
      }),
    ended,
    stop: () => {
      stopped = true;
      for (const track of stream.getTracks()) track.stop();
      if (video.srcObject === stream) video.srcObject = null;
    },
  };
}

/**
 * Starts the camera into `video` and checks what spec §8 calls not ready: no camera, permission
 * blocked, camera busy, below 640×480, video not playing. Any failure stops the tracks it got.
 */
export async function startBrowserCamera(video: HTMLVideoElement | null, media: MediaDevices | undefined, signal: AbortSignal): Promise<CameraSession> {
  // No mediaDevices at all: an insecure page or a browser without camera access.
  if (!media?.getUserMedia) throw notReady('camera-error');
  const devices = await media.enumerateDevices().catch(() => null);
  throwIfAborted(signal);
  if (devices && !devices.some((device) => device.kind === 'videoinput')) throw notReady('no-camera');

  let stream: MediaStream;
  try {
    stream = await media.getUserMedia(await mediaConstraints(media, { video: true }));
  } catch (error) {
    throwIfAborted(signal);
    throw notReady(cameraErrorReason(error));
  }
  const session = video ? cameraSession(video, stream) : null;
  try {
    throwIfAborted(signal);
    if (!video || !session) throw notReady('video-not-playing');
    await playVideo(video, stream, signal);
    if (!meetsMinimumResolution(video.videoWidth, video.videoHeight)) throw notReady(video.videoWidth === 0 ? 'video-not-playing' : 'low-resolution');
    return session;
  } catch (error) {
    if (session) session.stop();
    else for (const track of stream.getTracks()) track.stop();
    throw error;
  }
}
