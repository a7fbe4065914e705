import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { makeStillFaceVideo } from '../fixtures/faces/make-face-video.ts';
import { writeY4m } from '../fixtures/faces/y4m.ts';
import { CAMERA_VIDEOS } from './camera-videos.ts';
import { ATTACKED_PEOPLE, CAMERA_PEOPLE } from './demo-people.ts';
import { cameraFrameSet } from './test-camera-frames.ts';

/**
 * Generates the cameras' pictures at test time from the face photos inside an npm package (no
 * third-party photo is committed): each camera person's head for the test camera, and the photo
 * prints of the presentation-attack tests (tests/support/test-camera.ts; kept between runs while
 * the code that draws them is unchanged, 10–30 s each the first time); the still photo and the
 * empty room for Chromium's file camera.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync('.cache/e2e', { recursive: true });
  for (const person of CAMERA_PEOPLE) await cameraFrameSet(person.face, 'head');
  for (const person of ATTACKED_PEOPLE) await cameraFrameSet(person.face, 'print');
  await makeStillFaceVideo(CAMERA_VIDEOS.still);
  const emptyRoom = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 140, b: 130 } } })
    .jpeg()
    .toBuffer();
  await writeY4m(CAMERA_VIDEOS.noFace, [emptyRoom, emptyRoom], { width: 640, height: 480, fps: 5 });
}
