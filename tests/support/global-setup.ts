import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { makeFaceVideo, makeStillFaceVideo } from '../fixtures/faces/make-face-video.ts';
import { writeY4m } from '../fixtures/faces/y4m.ts';
import { CAMERA_VIDEOS } from './camera-videos.ts';

/**
 * Generates the fake-camera videos at test time from the face photo inside an npm package
 * (no third-party photo is committed), about 2 s in all.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync('.cache/e2e', { recursive: true });
  await makeFaceVideo(CAMERA_VIDEOS.face);
  await makeStillFaceVideo(CAMERA_VIDEOS.still);
  const emptyRoom = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 140, b: 130 } } }).jpeg().toBuffer();
  await writeY4m(CAMERA_VIDEOS.noFace, [emptyRoom, emptyRoom], { width: 640, height: 480, fps: 5 });
}
