import { meetsWebcamMinimum } from '../../../src-domain/kiosk/webcam-minimum.ts';
import { cameraCode, type DeviceChecks, type DeviceResult, type SelfTestCode } from '../../../src-domain/kiosk/self-test.ts';
import { deviceChoice, mediaConstraints, mediaErrorKind, type MediaErrorKind } from '../../platform/media-devices.ts';

/**
 * The device half of the terminal self-test (src-domain/kiosk/self-test.ts): what only the page
 * can open. The camera is judged by a real frame drawn on a canvas, its size measured from that
 * frame (spec §5, §9: at least 640×480); the microphone by a live track and its level; the
 * audio output by its presence. Every device is asked for as every kiosk call asks for it
 * (platform/media-devices.ts), so a pinned device is what is tested.
 */
export const DEVICE_STEP_TIMEOUT_MS = 8_000;
const LEVEL_SAMPLE_MS = 400;

const CODE_BY_ERROR: Record<MediaErrorKind, SelfTestCode> = {
  'not-found': 'no-camera',
  blocked: 'permission-blocked',
  busy: 'device-busy',
  overconstrained: 'low-resolution',
  error: 'unknown-error',
};

class StepTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms = DEVICE_STEP_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new StepTimeout()), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

/** A request that never settles is a permission prompt nobody answers: blocked for a kiosk. */
function failureCode(error: unknown, notFound: SelfTestCode): SelfTestCode {
  if (error instanceof StepTimeout) return 'permission-blocked';
  const code = CODE_BY_ERROR[mediaErrorKind(error)];
  return code === 'no-camera' ? notFound : code;
}

const stop = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

async function firstFrame(stream: MediaStream): Promise<{ width: number; height: number }> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  try {
    await video.play();
    await new Promise<void>((resolve) => {
      if (video.readyState >= 2 && video.videoWidth > 0) resolve();
      else video.addEventListener('loadeddata', () => resolve(), { once: true });
    });
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return { width: 0, height: 0 };
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    // The frame's own pixels, not the track's settings: a driver may claim a mode it does not deliver.
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: image.width, height: image.height };
  } finally {
    video.srcObject = null;
  }
}

async function checkCamera(media: MediaDevices): Promise<DeviceResult> {
  const choice = await deviceChoice(media, 'videoinput');
  let stream: MediaStream;
  try {
    stream = await withTimeout(media.getUserMedia(await mediaConstraints(media, { video: true })));
  } catch (error) {
    return { code: failureCode(error, 'no-camera'), figures: {} };
  }
  try {
    const frame = await withTimeout(firstFrame(stream));
    const label = stream.getVideoTracks()[0]?.label ?? '';
    const code = cameraCode(frame, meetsWebcamMinimum);
    const figures = { width: frame.width, height: frame.height, device: label };
    return {
      code: code === 'ok' && choice.kind === 'pinned-missing' ? 'pinned-device-missing' : code,
      figures: choice.kind === 'pinned-missing' ? { ...figures, pinned: choice.wanted } : figures,
    };
  } catch (error) {
    return { code: error instanceof StepTimeout ? 'device-busy' : 'unknown-error', figures: {} };
  } finally {
    stop(stream);
  }
}

/** Peak RMS level (0–1) of the microphone over a short window, or null where Web Audio is absent. */
async function peakLevel(stream: MediaStream): Promise<number | null> {
  if (typeof AudioContext === 'undefined') return null;
  const context = new AudioContext();
  try {
    await context.resume().catch(() => undefined);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let peak = 0;
    const until = performance.now() + LEVEL_SAMPLE_MS;
    while (performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      analyser.getFloatTimeDomainData(samples);
      const rms = Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
      peak = Math.max(peak, rms);
    }
    return Math.round(peak * 1000) / 1000;
  } finally {
    void context.close();
  }
}

async function checkMicrophone(media: MediaDevices): Promise<DeviceResult> {
  const choice = await deviceChoice(media, 'audioinput');
  let stream: MediaStream;
  try {
    stream = await withTimeout(media.getUserMedia(await mediaConstraints(media, { audio: true })));
  } catch (error) {
    return { code: failureCode(error, 'no-microphone'), figures: {} };
  }
  try {
    const track = stream.getAudioTracks()[0];
    if (!track || track.readyState !== 'live') return { code: 'no-microphone', figures: {} };
    const level = await withTimeout(peakLevel(stream)).catch(() => null);
    const figures: Record<string, number | string> = { device: track.label };
    if (level !== null) figures.level = level;
    if (choice.kind === 'pinned-missing') return { code: 'pinned-device-missing', figures: { ...figures, pinned: choice.wanted } };
    return { code: 'ok', figures };
  } finally {
    stop(stream);
  }
}

async function checkAudioOutput(media: MediaDevices): Promise<DeviceResult> {
  const devices = await media.enumerateDevices().catch(() => []);
  const outputs = devices.filter((device) => device.kind === 'audiooutput');
  if (outputs.length === 0) return { code: 'no-audio-output', figures: { outputs: 0 } };
  const choice = await deviceChoice(media, 'audiooutput');
  if (choice.kind === 'pinned-missing') return { code: 'pinned-device-missing', figures: { outputs: outputs.length, pinned: choice.wanted } };
  return { code: 'ok', figures: { outputs: outputs.length, device: choice.kind === 'pinned' ? choice.label : (outputs[0]?.label ?? '') } };
}

/** Runs the three device checks one after the other (a camera and a microphone at once confuse some drivers). */
export async function runDeviceChecks(media: MediaDevices | undefined): Promise<DeviceChecks> {
  if (!media?.getUserMedia) {
    const none = { code: 'unknown-error' as const, figures: {} };
    return { camera: none, microphone: none, audioOutput: none };
  }
  const camera = await checkCamera(media);
  const microphone = await checkMicrophone(media);
  const audioOutput = await checkAudioOutput(media);
  return { camera, microphone, audioOutput };
}
