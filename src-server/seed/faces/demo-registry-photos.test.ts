import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaceAnalyzer } from '../../liveness/analyzer/face-analyzer.ts';
import { createInProcessAnalyzer } from '../../liveness/analyzer/in-process-analyzer.ts';
import { cosineSimilarity } from '../../liveness/challenge/face-similarity.ts';
import { CHALLENGE_STEPS } from '../../../src-domain/liveness/challenge-steps.ts';
import { stepHints } from '../../liveness/challenge/step-hints.ts';
import { loadHuman } from '../../liveness/analyzer/human-loader.ts';
import { isTurnStep } from '../../liveness/challenge/step-hints.ts';
import { TURN_ALLOWS } from '../../liveness/challenge/challenge-machine.ts';
import { makeFaceFrame } from '../../liveness/fixtures/face-frame.test-support.ts';
import { encodeFrame } from '../../liveness/fixtures/light-scene.test-support.ts';
import { createPresenter, MOVE_MS, REACTION_MS } from '../../liveness/fixtures/presenter.test-support.ts';
import { FACE_MATCH } from '../../liveness/identity/face-match-thresholds.ts';
import { testRegistryPhotos } from '../../test-support/test-registry-photos.ts';
import { DEMO_FACES, demoFacePin, type DemoFaceKey } from './demo-faces.ts';
import type { RegistryPhoto } from './demo-registry-photos.ts';
import { REGISTRY_PHOTO_FRAME } from './registry-photo.ts';

/**
 * Demo people whose generated head (fixtures/head-model.test-support.ts) does not reach a turn
 * step's pose at the test camera: 64/65 "turn more", or no face at the full turn. The test
 * camera signs them in only when the check draws the other turn (docs/liveness.md, README demo
 * logins).
 */
const TURN_NOT_REACHED: ReadonlySet<DemoFaceKey> = new Set<DemoFaceKey>(['nodira']);

const KEYS = Object.keys(DEMO_FACES) as DemoFaceKey[];

async function descriptor(analyzer: FaceAnalyzer, image: Uint8Array): Promise<number[]> {
  const analysis = await analyzer.analyze(image, { describe: true });
  expect(analysis.faceCount).toBe(1);
  const embedding = analysis.face?.embedding;
  if (!embedding) throw new Error('no descriptor');
  return embedding;
}

describe("the demo people's registry photos (cut at seed time with the detector)", () => {
  let analyzer: FaceAnalyzer;
  let photos: RegistryPhoto[];
  const registry = new Map<DemoFaceKey, number[]>();
  beforeAll(async () => {
    [analyzer, photos] = await Promise.all([createInProcessAnalyzer(), testRegistryPhotos()]);
    for (const key of KEYS) {
      const photo = photos.find((candidate) => candidate.pin === demoFacePin(key));
      if (photo) registry.set(key, await descriptor(analyzer, photo.jpeg));
    }
  }, 60_000);
  afterAll(() => analyzer?.close());

  it('gives every demo person who can log in a passport-style JPEG of one face', async () => {
    expect(photos.map((photo) => photo.pin).sort()).toEqual(KEYS.map(demoFacePin).sort());
    for (const photo of photos) {
      const meta = await sharp(photo.jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', REGISTRY_PHOTO_FRAME.width, REGISTRY_PHOTO_FRAME.height]);
    }
    expect([...registry.keys()]).toEqual(KEYS);
  });

  it('gives them distinct faces: no two demo people match each other at the login threshold', () => {
    for (const [i, a] of KEYS.entries()) {
      for (const b of KEYS.slice(i + 1)) {
        expect(cosineSimilarity(registry.get(a) ?? [], registry.get(b) ?? []), `${a} vs ${b}`).toBeLessThan(FACE_MATCH.minSimilarity);
      }
    }
  });

  it.each(KEYS)("matches %s's photo with a camera frame of the same face (the end-to-end fake camera's)", async (key) => {
    const live = await descriptor(analyzer, await makeFaceFrame({ face: DEMO_FACES[key] }));
    expect(cosineSimilarity(live, registry.get(key) ?? [])).toBeGreaterThanOrEqual(FACE_MATCH.minSimilarity);
  });

  it.each([...TURN_NOT_REACHED])(
    "%s's generated head still falls short of a turn (else take it off TURN_NOT_REACHED)",
    async (key) => {
      const head = await createPresenter(await loadHuman({ detector: 'near' }), 'head', { face: DEMO_FACES[key] });
      const pose = async (step: (typeof CHALLENGE_STEPS)[number]) =>
        analyzer.analyze(await encodeFrame(await head.frame(step, 10_000, 0, [255, 255, 255])), { describe: false });
      const neutral = await pose('neutral');
      const short = [];
      for (const step of CHALLENGE_STEPS.filter(isTurnStep)) {
        const analysis = await pose(step);
        const hints = analysis.face ? stepHints(step, analysis.face, neutral.face?.yawDeg ?? null) : [8];
        if (hints.length > 0) short.push(step);
      }
      expect(short).not.toEqual([]);
    },
    120_000,
  );

  it.each(KEYS)(
    "shows %s's head to a camera in every pose of the challenge with no quality hint, each pose doing its step",
    async (key) => {
      // The end-to-end tests' test camera shows this head (tests/support/test-camera.ts).
      const head = await createPresenter(await loadHuman({ detector: 'near' }), 'head', { face: DEMO_FACES[key] });
      const pose = async (step: (typeof CHALLENGE_STEPS)[number], msIntoStep = 10_000) =>
        analyzer.analyze(await encodeFrame(await head.frame(step, msIntoStep, 0, [255, 255, 255])), { describe: false });
      const neutral = await pose('neutral');
      const hintsOf = (step: (typeof CHALLENGE_STEPS)[number], analysis: Awaited<ReturnType<typeof pose>>) =>
        analysis.face ? stepHints(step, analysis.face, neutral.face?.yawDeg ?? null) : null;
      for (const step of CHALLENGE_STEPS) {
        let analysis = step === 'neutral' ? neutral : await pose(step);
        // Leaned fully in, a head may come closer than the check allows and be told to move
        // farther (38), as a person can be; the test camera then stops one move short
        // (tests/support/test-camera.ts), and that pose must do the step.
        for (let ms = REACTION_MS + MOVE_MS; step === 'closer' && ms > REACTION_MS && hintsOf(step, analysis)?.join() === '38'; ms -= 50) {
          analysis = await pose(step, ms);
        }
        // A turn is meant to be turned: the turn step lets through what the challenge machine does (turned too far, uneven light).
        const errors = isTurnStep(step) ? analysis.qualityErrors.filter((code) => !TURN_ALLOWS.has(code)) : analysis.qualityErrors;
        const hints = [...errors, ...(hintsOf(step, analysis) ?? [8])];
        // Known and written in docs/liveness.md: these generated heads do not reach a turn's pose
        // (64/65, or no face found at the full turn); kept here so the list stays true.
        if (TURN_NOT_REACHED.has(key) && isTurnStep(step)) continue;
        expect(hints, step).toEqual([]);
      }
    },
    120_000,
  );
});
