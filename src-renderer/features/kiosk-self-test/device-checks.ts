import { micLevelDead, micLevelHeard } from '../../../src-domain/devices/microphone-level.ts';
import { meetsWebcamMinimum } from '../../../src-domain/kiosk/webcam-minimum.ts';
import { cameraCode, microphoneCode, toneCode, type DeviceChecks, type DeviceResult, type SelfTestCode } from '../../../src-domain/kiosk/self-test.ts';
import { audioOutputId, deviceChoice, mediaConstraints, mediaErrorKind, type MediaErrorKind } from '../../platform/media-devices.ts';
import { LISTEN_MS, measureVoice } from '../../platform/voice-level.ts';

/**
 * The device half of the terminal self-test (src-domain/kiosk/self-test.ts): what only the page
 * can open. The camera is judged by a real frame drawn on a canvas, its size measured from that
 * frame (spec §5, §9: at least 640×480); the microphone by its level (a dead, silent input fails
 * with spec §8 "no microphone"); the audio output by its presence. Every device is asked for as
 * every kiosk call asks for it (platform/media-devices.ts), so a pinned device is what is tested.
 * The technician's headset check (`headset-check.tsx`) listens for speech and plays a tone the
 * technician confirms instead.
 */
export const DEVICE_STEP_TIMEOUT_MS = 8_000;
/** Unattended, the microphone is listened to this long: long enough for any sound of a live input. */
export const UNATTENDED_LISTEN_MS = 1_500;
const LEVEL_RULES = { heard: micLevelHeard, dead: micLevelDead };

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

type AttendedListen = { context: AudioContext; onLevel: (dbfs: number) => void; signal: AbortSignal };

/**
 * The microphone's loudest level in dBFS: unattended, over UNATTENDED_LISTEN_MS in whatever the
 * hall sounds like; attended (the headset check), until speech is heard or LISTEN_MS. Null
 * where Web Audio is absent.
 */
async function loudest(stream: MediaStream, attended: AttendedListen | null): Promise<number | null> {
  if (attended) return measureVoice(attended.context, stream, attended.onLevel, attended.signal);
  if (typeof AudioContext === 'undefined') return null;
  const context = new AudioContext();
  try {
    return await measureVoice(context, stream, () => undefined, new AbortController().signal, { listenMs: UNATTENDED_LISTEN_MS, untilHeard: false });
  } finally {
    void context.close();
  }
}

async function checkMicrophone(media: MediaDevices, attended: AttendedListen | null = null): Promise<DeviceResult> {
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
    const listenMs = attended ? LISTEN_MS : UNATTENDED_LISTEN_MS;
    const level = await withTimeout(loudest(stream, attended), listenMs + DEVICE_STEP_TIMEOUT_MS).catch((error: unknown) => {
      if (attended?.signal.aborted) throw error;
      return null;
    });
    const figures: Record<string, number | string> = { device: track.label };
    if (level !== null) figures.level = level;
    const code = microphoneCode(level, attended !== null, LEVEL_RULES);
    if (code === 'ok' && choice.kind === 'pinned-missing') return { code: 'pinned-device-missing', figures: { ...figures, pinned: choice.wanted } };
    return { code, figures };
  } finally {
    stop(stream);
  }
}

/** The headset check's microphone: the technician speaks, the level shows, speech passes. */
export function checkMicrophoneAttended(media: MediaDevices | undefined, listen: AttendedListen): Promise<DeviceResult> {
  if (!media?.getUserMedia) return Promise.resolve({ code: 'unknown-error', figures: {} });
  return checkMicrophone(media, listen);
}

async function checkAudioOutput(media: MediaDevices, heard: boolean | null = null): Promise<DeviceResult> {
  const devices = await media.enumerateDevices().catch(() => []);
  const outputs = devices.filter((device) => device.kind === 'audiooutput');
  if (outputs.length === 0) return { code: 'no-audio-output', figures: { outputs: 0 } };
  const choice = await deviceChoice(media, 'audiooutput');
  const confirmed: Record<string, string> = heard === null ? {} : { tone: heard ? 'heard' : 'not heard' };
  if (heard === false) return { code: toneCode(false), figures: { outputs: outputs.length, ...confirmed } };
  if (choice.kind === 'pinned-missing') return { code: 'pinned-device-missing', figures: { outputs: outputs.length, pinned: choice.wanted, ...confirmed } };
  return {
    code: 'ok',
    figures: { outputs: outputs.length, device: choice.kind === 'pinned' ? choice.label : (outputs[0]?.label ?? ''), ...confirmed },
  };
}

/**
 * An audio context that plays on the terminal's audio output (the pinned headset when there is
 * one): the headset check's tone must come out where the citizen will listen.
 */
export async function headsetAudioContext(media: MediaDevices | undefined): Promise<AudioContext | null> {
  if (typeof AudioContext === 'undefined') return null;
  const context = new AudioContext();
  const sinkId = media ? await audioOutputId(media) : '';
  // AudioContext.setSinkId (Chromium 110+) is not in TypeScript's DOM types yet.
  const routable = context as AudioContext & { setSinkId?: (id: string) => Promise<void> };
  if (sinkId && routable.setSinkId) await routable.setSinkId(sinkId).catch(() => undefined);
  return context;
}

/**
 * The report's device part after the technician's headset check: the camera measured again,
 * the microphone as heard there, the audio output as the technician answered the tone.
 */
export async function headsetDeviceChecks(media: MediaDevices | undefined, microphone: DeviceResult, toneHeard: boolean): Promise<DeviceChecks> {
  if (!media?.getUserMedia) {
    const none = { code: 'unknown-error' as const, figures: {} };
    return { camera: none, microphone, audioOutput: none };
  }
  const camera = await checkCamera(media);
  return { camera, microphone, audioOutput: await checkAudioOutput(media, toneHeard) };
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
