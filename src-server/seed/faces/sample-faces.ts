import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Every usable face of the group photos that ship inside `@vladmandic/face-api` (`demo/`): the
 * only face images in the installed packages large enough to recognise someone (Human's own
 * `assets/` hold thumbnails). No photo is committed; the seed crops the demo people's registry
 * photos from these at seed time, the tests their fake cameras, the face-match measurement all.
 *
 * Centre and size (face box height) are in pixels of the original photo and roll in degrees
 * (positive: the head leans to the person's own left), as the detector measured them on a
 * region around each face; the seed detects again and uses its own figures (locate-face.ts).
 * `yawDeg` is kept for choosing: a face turned more than 30° fails the live check's own rule
 * (hint 19/20), so it can be a registry photo but not a camera.
 */
export interface SampleFace {
  file: `sample${1 | 2 | 3 | 4 | 5 | 6}.jpg`;
  centreX: number;
  centreY: number;
  size: number;
  rollDeg: number;
  yawDeg: number;
}

export const SAMPLE_FACES = {
  's1-left': { file: 'sample1.jpg', centreX: 517, centreY: 496, size: 265, rollDeg: -9, yawDeg: 21 },
  's1-middle': { file: 'sample1.jpg', centreX: 945, centreY: 549, size: 264, rollDeg: -30, yawDeg: 14 },
  's1-right': { file: 'sample1.jpg', centreX: 1580, centreY: 324, size: 234, rollDeg: 45, yawDeg: 14 },
  's2-left': { file: 'sample2.jpg', centreX: 445, centreY: 284, size: 315, rollDeg: -30, yawDeg: 37 },
  's2-middle': { file: 'sample2.jpg', centreX: 984, centreY: 361, size: 287, rollDeg: 3, yawDeg: -3 },
  's2-right': { file: 'sample2.jpg', centreX: 1551, centreY: 282, size: 284, rollDeg: -26, yawDeg: 9 },
  's3-left': { file: 'sample3.jpg', centreX: 696, centreY: 480, size: 305, rollDeg: -2, yawDeg: 10 },
  's3-middle': { file: 'sample3.jpg', centreX: 1187, centreY: 371, size: 348, rollDeg: 11, yawDeg: 11 },
  's3-right': { file: 'sample3.jpg', centreX: 1584, centreY: 447, size: 325, rollDeg: -1, yawDeg: -10 },
  's4-first': { file: 'sample4.jpg', centreX: 331, centreY: 336, size: 262, rollDeg: -16, yawDeg: -26 },
  's4-second': { file: 'sample4.jpg', centreX: 751, centreY: 206, size: 257, rollDeg: 28, yawDeg: 19 },
  's4-third': { file: 'sample4.jpg', centreX: 1084, centreY: 320, size: 282, rollDeg: -5, yawDeg: 23 },
  's4-fourth': { file: 'sample4.jpg', centreX: 1356, centreY: 272, size: 229, rollDeg: 25, yawDeg: 18 },
  's5-left': { file: 'sample5.jpg', centreX: 676, centreY: 561, size: 288, rollDeg: 3, yawDeg: -25 },
  's5-top': { file: 'sample5.jpg', centreX: 860, centreY: 234, size: 247, rollDeg: 8, yawDeg: -12 },
  's5-middle': { file: 'sample5.jpg', centreX: 1200, centreY: 339, size: 245, rollDeg: 2, yawDeg: 8 },
  's5-right': { file: 'sample5.jpg', centreX: 1514, centreY: 542, size: 320, rollDeg: -13, yawDeg: 19 },
  's5-front': { file: 'sample5.jpg', centreX: 476, centreY: 1036, size: 332, rollDeg: -7, yawDeg: -1 },
  's6-first': { file: 'sample6.jpg', centreX: 357, centreY: 638, size: 319, rollDeg: -7, yawDeg: -9 },
  's6-second': { file: 'sample6.jpg', centreX: 774, centreY: 495, size: 336, rollDeg: -9, yawDeg: 13 },
  's6-third': { file: 'sample6.jpg', centreX: 1266, centreY: 465, size: 361, rollDeg: 3, yawDeg: -5 },
  's6-fourth': { file: 'sample6.jpg', centreX: 1590, centreY: 425, size: 327, rollDeg: 12, yawDeg: 8 },
} as const satisfies Record<string, SampleFace>;

export type SampleFaceId = keyof typeof SAMPLE_FACES;

export const SAMPLE_FACE_IDS = Object.keys(SAMPLE_FACES) as SampleFaceId[];

/**
 * The photo's path. `@vladmandic/face-api` is a devDependency: the demo seed needs a full
 * install (`npm ci`), which `npm start` does; a production install never seeds demo people.
 */
export function sampleFacePhotoPath(face: Pick<SampleFace, 'file'>): string {
  const require = createRequire(import.meta.url);
  let root: string;
  try {
    root = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
  } catch {
    throw new Error('The demo registry photos are cut from @vladmandic/face-api/demo (a devDependency): install with "npm ci", not --omit=dev');
  }
  return path.join(root, 'demo', face.file);
}
