import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { SampleFaceId } from '../../src-server/seed/faces/sample-faces.ts';
import { makeFaceVideo } from '../fixtures/faces/make-face-video.ts';

const DIR = '.cache/e2e';

/** Fake-camera files for Chromium's `--use-file-for-fake-video-capture` (made by global setup). */
export const CAMERA_VIDEOS = {
  /** A printed photo held still: must never pass. */
  still: `${DIR}/camera-still.y4m`,
  /** An empty room: no face at all. */
  noFace: `${DIR}/camera-no-face.y4m`,
} as const;

export function cameraArgs(file: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}

/** What decides a face video's frames: a change to any of these files makes new videos. */
const SOURCES = [
  '../fixtures/faces/make-face-video.ts',
  '../fixtures/faces/y4m.ts',
  '../../src-server/liveness/fixtures/challenge-frames.test-support.ts',
  '../../src-server/liveness/fixtures/face-frame.test-support.ts',
  '../../src-server/liveness/fixtures/face-photo.test-support.ts',
  '../../src-server/seed/faces/face-portrait.ts',
  '../../src-server/seed/faces/sample-faces.ts',
].map((path) => new URL(path, import.meta.url));

function sourcesKey(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) hash.update(readFileSync(source));
  return hash.digest('hex').slice(0, 12);
}

const made = new Map<SampleFaceId, Promise<string>>();

/**
 * The video of `face` performing every challenge action in a loop (≈ 13 s, 33 MB), made on first
 * use and kept in .cache/e2e under a key of the code that draws it: about 5–10 s per face once,
 * then free. Two test workers may make the same one at once: each writes its own file and
 * renames it into place.
 */
export function ensureFaceVideo(face: SampleFaceId): Promise<string> {
  let video = made.get(face);
  if (!video) {
    video = (async () => {
      const prefix = `camera-${face}-`;
      const path = `${DIR}/${prefix}${sourcesKey()}.y4m`;
      if (existsSync(path)) return path;
      mkdirSync(DIR, { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await makeFaceVideo(temporary, { face });
      renameSync(temporary, path);
      for (const old of readdirSync(DIR)) {
        if (old.startsWith(prefix) && old.endsWith('.y4m') && `${DIR}/${old}` !== path) rmSync(`${DIR}/${old}`, { force: true });
      }
      return path;
    })();
    made.set(face, video);
  }
  return video;
}

/** Two seconds of 16-bit mono PCM at 48 kHz, all zero: a microphone that hears nothing. */
function writeSilentWav(path: string): void {
  const rate = 48_000;
  const samples = rate * 2;
  const data = samples * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  writeFileSync(path, wav);
}

/**
 * Chromium flags for a fake microphone that hears only digital silence (a dead or muted input,
 * spec §8 "no microphone"), looped from a WAV file written on first use.
 */
export function silentAudioArgs(): string[] {
  const path = `${DIR}/microphone-silent.wav`;
  if (!existsSync(path)) {
    mkdirSync(DIR, { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeSilentWav(temporary);
    renameSync(temporary, path);
  }
  return [`--use-file-for-fake-audio-capture=${path}`];
}
