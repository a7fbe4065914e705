import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Human } from '@vladmandic/human';
import sharp from 'sharp';
import type { ChallengeStep } from '../../src-domain/liveness/challenge-steps.ts';
import { loadHuman } from '../../src-server/liveness/analyzer/human-loader.ts';
import { buildHeadModel } from '../../src-server/liveness/fixtures/head-model.test-support.ts';
import { lightLayers, type LightLayers } from '../../src-server/liveness/fixtures/light-scene.test-support.ts';
import { headPoseTable, printPoseTable } from '../../src-server/liveness/fixtures/presenter.test-support.ts';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../src-server/liveness/fixtures/face-frame.test-support.ts';
import type { SampleFaceId } from '../../src-server/seed/faces/sample-faces.ts';

const DIR = '.cache/e2e/test-camera';

/** What the test camera's frames are of: a real-looking head, or the same face's photo printed (fixtures/presenter.test-support.ts). */
export type CameraSubject = 'head' | 'print';

/** The frames of one subject: per challenge step, the layers of each moment of the move into its pose (files in `dir`). */
export interface CameraFrameSet {
  dir: string;
  /** Frames per step (the neutral pose has one). */
  steps: Record<ChallengeStep, number>;
}

/** What decides the frames: a change to any of these files makes new ones. */
const SOURCES = [
  '../../src-server/liveness/fixtures/presenter.test-support.ts',
  '../../src-server/liveness/fixtures/head-model.test-support.ts',
  '../../src-server/liveness/fixtures/render-surface.test-support.ts',
  '../../src-server/liveness/fixtures/light-scene.test-support.ts',
  '../../src-server/liveness/fixtures/face-photo.test-support.ts',
  '../../src-server/seed/faces/face-portrait.ts',
  '../../src-server/seed/faces/sample-faces.ts',
  './test-camera-frames.ts',
].map((file) => new URL(file, import.meta.url));

function sourcesKey(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) hash.update(readFileSync(source));
  return hash.digest('hex').slice(0, 12);
}

export function frameFile(step: ChallengeStep | 'wall', index: number, layer: 'base' | 'lit'): string {
  return `${step}-${index}-${layer}.jpg`;
}

async function writeLayers(dir: string, step: ChallengeStep | 'wall', index: number, layers: LightLayers): Promise<void> {
  for (const layer of ['base', 'lit'] as const) {
    // JPEG at 95: a few levels of error, a tenth of a PNG's size for the browser to load.
    await sharp(layers[layer], { raw: { width: FRAME_WIDTH, height: FRAME_HEIGHT, channels: 3 } })
      .jpeg({ quality: 95 })
      .toFile(path.join(dir, frameFile(step, index, layer)));
  }
}

let human: Promise<Human> | null = null;
const made = new Map<string, Promise<CameraFrameSet>>();

/**
 * The frames the end-to-end tests' camera shows for `face` (test-camera.ts): made once (10–30 s
 * on a busy machine: Human measures the face's relief, every pose is rendered) and kept in
 * .cache/e2e/test-camera under a key of the code that draws them.
 */
export function cameraFrameSet(face: SampleFaceId, subject: CameraSubject): Promise<CameraFrameSet> {
  const name = `${face}-${subject}`;
  let set = made.get(name);
  if (!set) {
    set = (async () => {
      const dir = path.join(DIR, sourcesKey(), name);
      const manifest = path.join(dir, 'manifest.json');
      if (existsSync(manifest)) return { dir, steps: JSON.parse(readFileSync(manifest, 'utf8')) as CameraFrameSet['steps'] };
      human ??= loadHuman({ detector: 'near' });
      const head = await buildHeadModel(await human, face);
      const table = subject === 'head' ? headPoseTable(head) : printPoseTable(head);
      const temporary = `${dir}.${process.pid}.${Date.now()}.tmp`;
      mkdirSync(temporary, { recursive: true });
      const steps = {} as CameraFrameSet['steps'];
      for (const [step, frames] of Object.entries(table) as [ChallengeStep, readonly LightLayers[]][]) {
        steps[step] = frames.length;
        for (const [index, layers] of frames.entries()) await writeLayers(temporary, step, index, layers);
      }
      // The room alone (a phone held up covers the rest of it).
      await writeLayers(
        temporary,
        'wall',
        0,
        lightLayers(
          {
            width: FRAME_WIDTH,
            height: FRAME_HEIGHT,
            rgb: new Uint8Array(FRAME_WIDTH * FRAME_HEIGHT * 3),
            facing: new Float32Array(FRAME_WIDTH * FRAME_HEIGHT),
          },
          { strength: 0.2 },
        ),
      );
      writeFileSync(path.join(temporary, 'manifest.json'), JSON.stringify(steps));
      rmSync(dir, { recursive: true, force: true });
      try {
        renameSync(temporary, dir);
      } catch {
        // Another worker made it meanwhile.
        rmSync(temporary, { recursive: true, force: true });
      }
      return { dir, steps };
    })();
    made.set(name, set);
  }
  return set;
}
