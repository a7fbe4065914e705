import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { CHALLENGE_INSTRUCTIONS, type ChallengeStep } from '../../src-domain/liveness/challenge-steps.ts';
import { FACE_HINTS } from '../../src-domain/liveness/face-hints.ts';
import { HINT } from '../../src-domain/liveness/hint-codes.ts';
import { SCREEN_LIGHT_PERIOD_MS, screenColourCss, screenLightColour, screenLightSequence } from '../../src-domain/liveness/screen-light.ts';
import { MOVE_MS, PHONE_CLOSER_ZOOM, PHONE_SCREEN, REACTION_MS } from '../../src-server/liveness/fixtures/presenter.test-support.ts';
import type { SampleFaceId } from '../../src-server/seed/faces/sample-faces.ts';
import { cameraFrameSet, type CameraFrameSet } from './test-camera-frames.ts';

/**
 * What stands in front of the end-to-end tests' camera (docs/liveness.md, Presentation attacks):
 * - `head`: a real-looking head of the face, doing each step the screen asks, its skin lit by
 *   the colours the page shows — the bona fide presentation, and how every test signs in;
 * - `print`: the face's photo printed and moved by hand the same way, lit by the page as paper is;
 * - `replay`: a genuine earlier session of the head played into the camera (a virtual camera),
 *   the right action at the right time, but under the colours of that earlier session;
 * - `phone`: that recording on a phone held up to the camera, its glass mirroring a little of the page.
 */
export type Presentation = 'head' | 'print' | 'replay' | 'phone';

/** What the page script needs (JSON: it crosses into the browser). */
interface CameraConfig {
  presentation: Presentation;
  steps: Record<ChallengeStep, number>;
  /** The face dialog's instruction text (every locale) → the step it asks for. */
  instructions: Record<string, ChallengeStep>;
  /** "Move the camera farther" (hint 38) in every locale: a person who came too close backs off a little. */
  farther: string[];
  /** An earlier session's colours, one per period from the page's start (a recording's). */
  recorded: string[];
  periodMs: number;
  reactionMs: number;
  moveMs: number;
  phone: typeof PHONE_SCREEN & { reflection: number; closerZoom: number };
}

/** The URL prefix the page loads frames from; the context's route answers it from the frame set. */
const PREFIX = '/__test-camera/';

/**
 * Runs in the page, before its own scripts (Playwright's init script): `getUserMedia` answers
 * with a canvas's stream that this draws 30 times a second. The page takes frames from it as
 * from any camera (features/face-check/camera.ts: a video element, a canvas, JPEG at 0.6) and
 * sends them to the server as always; only the camera is a stand-in. Chromium's file-based fake
 * camera cannot do this: it plays the same file whatever the page shows.
 */
function installTestCamera(config: CameraConfig): void {
  if (window !== window.top || !navigator.mediaDevices) return;
  const width = 640;
  const height = 480;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const layer = document.createElement('canvas');
  layer.width = width;
  layer.height = height;
  const layerContext = layer.getContext('2d');
  const recording = document.createElement('canvas');
  recording.width = width;
  recording.height = height;
  const recordingContext = recording.getContext('2d');
  if (!context || !layerContext || !recordingContext) return;
  const images = new Map<string, HTMLImageElement>();
  const image = (name: string): HTMLImageElement => {
    let found = images.get(name);
    if (!found) {
      found = new Image();
      found.src = `/__test-camera/${name}`;
      images.set(name, found);
    }
    return found;
  };
  for (const [step, count] of Object.entries(config.steps)) {
    for (let i = 0; i < count; i += 1) for (const part of ['base', 'lit']) image(`${step}-${i}-${part}.jpg`);
  }
  const ready = (...list: HTMLImageElement[]) => list.every((item) => item.complete && item.naturalWidth > 0);
  let step: ChallengeStep = 'neutral';
  let since = performance.now();
  let shown = '';
  /** Told to move farther during this step: the pose stops one move short of its full extent. */
  let backedOff = false;
  const started = performance.now();
  /** The step the dialog asks for now, as a person reads it; neutral when no check is on screen. */
  const readStep = () => {
    const text = document.querySelector('.face-check__instruction')?.textContent ?? '';
    if (text === shown) return;
    shown = text;
    const next = config.instructions[text] ?? 'neutral';
    if (next !== step) {
      step = next;
      since = performance.now();
      backedOff = false;
    }
  };
  /** The dialog's spoken status says "move farther" (a face that came closer than the check allows). */
  const toldFarther = () => {
    const status = document.querySelector('.face-check__body [role="status"]')?.textContent ?? '';
    return config.farther.some((text) => status.includes(text));
  };
  /** The colour the page shows around the camera: the face dialog's background while it is open, else a white page. */
  const pageColour = () => {
    const overlay = document.querySelector('.face-check-overlay');
    return overlay ? getComputedStyle(overlay).backgroundColor : 'rgb(255, 255, 255)';
  };
  const recordedColour = () => config.recorded[Math.floor((performance.now() - started) / config.periodMs) % config.recorded.length] ?? 'rgb(255, 255, 255)';
  /** base + lit × colour, channel by channel (the frames' two layers, fixtures/light-scene.test-support.ts). */
  const compose = (target: CanvasRenderingContext2D, base: HTMLImageElement, lit: HTMLImageElement, colour: string) => {
    layerContext.globalCompositeOperation = 'copy';
    layerContext.drawImage(lit, 0, 0);
    layerContext.globalCompositeOperation = 'multiply';
    layerContext.fillStyle = colour;
    layerContext.fillRect(0, 0, width, height);
    target.globalCompositeOperation = 'copy';
    target.drawImage(base, 0, 0);
    target.globalCompositeOperation = 'lighter';
    target.drawImage(layer, 0, 0);
    target.globalCompositeOperation = 'source-over';
  };
  const draw = () => {
    readStep();
    // A person reads the instruction (the face straight), then moves into the pose (fixtures/presenter.test-support.ts).
    const elapsed = performance.now() - since;
    const pose = elapsed < config.reactionMs ? 'neutral' : step;
    const count = config.steps[pose] ?? 1;
    if (pose === 'closer' && toldFarther()) backedOff = true;
    const furthest = backedOff ? Math.max(0, count - 2) : count - 1;
    const index = Math.max(0, Math.min(furthest, Math.floor(((elapsed - config.reactionMs) / config.moveMs) * count)));
    const base = image(`${pose}-${index}-base.jpg`);
    const lit = image(`${pose}-${index}-lit.jpg`);
    if (!ready(base, lit)) {
      context.fillStyle = '#808080';
      context.fillRect(0, 0, width, height);
      return;
    }
    if (config.presentation === 'head' || config.presentation === 'print') return compose(context, base, lit, pageColour());
    if (config.presentation === 'replay') return compose(context, base, lit, recordedColour());
    const wallBase = image('wall-0-base.jpg');
    const wallLit = image('wall-0-lit.jpg');
    if (!ready(wallBase, wallLit)) return;
    compose(recordingContext, base, lit, recordedColour());
    const colour = pageColour();
    compose(context, wallBase, wallLit, colour);
    // For "come closer" the phone is brought closer: its screen grows about the frame's centre.
    const zoom = pose === 'closer' ? config.phone.closerZoom : 1;
    const w = Math.round(config.phone.width * zoom);
    const h = Math.round(config.phone.height * zoom);
    const x = Math.round((width - w) / 2);
    const y = Math.round((height - h) / 2);
    const bezel = Math.round(config.phone.bezel * zoom);
    const { reflection } = config.phone;
    context.fillStyle = '#121212';
    context.fillRect(x - bezel, y - bezel, w + 2 * bezel, h + 2 * bezel);
    const shownWidth = Math.round((h * width) / height);
    context.drawImage(recording, x + Math.round((w - shownWidth) / 2), y, shownWidth, h);
    // The phone's glass mirrors a little of the page's light.
    context.globalCompositeOperation = 'lighter';
    context.globalAlpha = reflection;
    context.fillStyle = colour;
    context.fillRect(x - bezel, y - bezel, w + 2 * bezel, h + 2 * bezel);
    context.globalAlpha = 1;
    context.globalCompositeOperation = 'source-over';
  };
  draw();
  setInterval(draw, 33);
  const stream = canvas.captureStream(30);
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
    const tracks: MediaStreamTrack[] = [];
    const video = stream.getVideoTracks()[0];
    if (constraints?.video && video) tracks.push(video.clone());
    // A microphone, when asked for, is Chromium's fake one.
    if (constraints?.audio) tracks.push(...(await original({ audio: constraints.audio })).getAudioTracks());
    return new MediaStream(tracks);
  };
}

export interface TestCameraOptions {
  face: SampleFaceId;
  presentation?: Presentation;
}

/**
 * Gives every page of `context` the test camera showing `face` (tests/support/camera-test.ts
 * does it for each camera page). The frames are made on first use (test-camera-frames.ts).
 */
export async function useTestCamera(context: BrowserContext, { face, presentation = 'head' }: TestCameraOptions): Promise<void> {
  const set: CameraFrameSet = await cameraFrameSet(face, presentation === 'print' ? 'print' : 'head');
  await context.route(`**${PREFIX}*`, async (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    try {
      await route.fulfill({ body: await readFile(path.join(set.dir, name)), contentType: 'image/jpeg', headers: { 'cache-control': 'max-age=3600' } });
    } catch {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  const instructions: Record<string, ChallengeStep> = {};
  for (const [step, texts] of Object.entries(CHALLENGE_INSTRUCTIONS) as [ChallengeStep, Record<string, string>][]) {
    for (const text of Object.values(texts)) instructions[text] = step;
  }
  const earlier = screenLightSequence('an-earlier-session-seed-0');
  const config: CameraConfig = {
    presentation,
    steps: set.steps,
    instructions,
    farther: Object.values(FACE_HINTS[HINT.moveFarther]?.text ?? {}),
    recorded: earlier.map((_, i) => screenColourCss(screenLightColour(earlier, i))),
    periodMs: SCREEN_LIGHT_PERIOD_MS,
    reactionMs: REACTION_MS,
    moveMs: MOVE_MS,
    phone: { ...PHONE_SCREEN, reflection: 0.03, closerZoom: PHONE_CLOSER_ZOOM },
  };
  await context.addInitScript(installTestCamera, config);
}
