import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { makeStillFaceVideo } from '../fixtures/faces/make-face-video.ts';
import { writeY4m } from '../fixtures/faces/y4m.ts';
import { CAMERA_VIDEOS, ensureFaceVideo } from './camera-videos.ts';
import { CAMERA_PEOPLE } from './demo-people.ts';

/**
 * Generates the fake-camera videos at test time from the face photos inside an npm package
 * (no third-party photo is committed): each camera person's face video (kept between runs while
 * the code that draws it is unchanged; 5–10 s each the first time), the still photo, the room.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync('.cache/e2e', { recursive: true });
  for (const person of CAMERA_PEOPLE) await ensureFaceVideo(person.face);
  await makeStillFaceVideo(CAMERA_VIDEOS.still);
  const emptyRoom = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 140, b: 130 } } })
    .jpeg()
    .toBuffer();
  await writeY4m(CAMERA_VIDEOS.noFace, [emptyRoom, emptyRoom], { width: 640, height: 480, fps: 5 });
}
