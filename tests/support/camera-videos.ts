import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';

const DIR = '.cache/e2e';

/**
 * Fake-camera files for Chromium's `--use-file-for-fake-video-capture` (made by global setup):
 * cameras that show nobody who could pass. A person's face is the test camera's
 * (tests/support/test-camera.ts): a video cannot follow the screen's colours.
 */
export const CAMERA_VIDEOS = {
  /** A printed photo held still: must never pass. */
  still: `${DIR}/camera-still.y4m`,
  /** An empty room: no face at all. */
  noFace: `${DIR}/camera-no-face.y4m`,
} as const;

export function cameraArgs(file: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
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
