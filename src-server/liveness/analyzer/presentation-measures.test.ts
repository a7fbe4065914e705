import type { Human } from '@vladmandic/human';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { SCREEN_LIGHT_PALETTE } from '../../../src-domain/liveness/screen-light.ts';
import { buildHeadModel, withClosedEyes, withGlare, type HeadModel } from '../fixtures/head-model.test-support.ts';
import { composeLight, encodeFrame, lightLayers, renderScene, type ScenePose } from '../fixtures/light-scene.test-support.ts';
import { flatSurface, type Surface } from '../fixtures/render-surface.test-support.ts';
import { PRESENTATION } from '../presentation/presentation-thresholds.ts';
import type { FaceAnalyzer } from './face-analyzer.ts';
import type { FrameAnalysis } from './frame-analysis.ts';
import { loadHuman } from './human-loader.ts';
import { createInProcessAnalyzer } from './in-process-analyzer.ts';

/**
 * The analyser's measures for the presentation-attack checks and the face hints of spec §8
 * that need a head, on frames rendered from a real-looking head (fixtures/head-model): the flat
 * check of a turn (docs/liveness.md, Presentation attacks), the face's colour under the screen's
 * light, glare (7), a nod (23/24) and shut eyes (51).
 */
let analyzer: FaceAnalyzer;
let human: Human;
let aziz: HeadModel;
/** Rustam's face: the test head whose nod the mesh reads most clearly. */
let rustam: HeadModel;

beforeAll(async () => {
  [analyzer, human] = await Promise.all([createInProcessAnalyzer(), loadHuman({ detector: 'near' })]);
  [aziz, rustam] = await Promise.all([buildHeadModel(human, 's3-middle'), buildHeadModel(human, 's5-top')]);
}, 120_000);
afterAll(() => analyzer?.close());

const WHITE = [255, 255, 255] as const;

function frame(surface: Surface, pose: ScenePose = {}, screen: readonly [number, number, number] = WHITE): Promise<Buffer> {
  return encodeFrame(composeLight(lightLayers(renderScene(surface, pose), { strength: 0.2 }), screen));
}

async function landmarksOf(jpeg: Buffer): Promise<{ plane: number[]; oval: number[] }> {
  const analysis = await analyzer.analyze(jpeg, { describe: false });
  const landmarks = analysis.face?.landmarks;
  if (!landmarks) throw new Error('no mesh');
  return { plane: landmarks.plane, oval: landmarks.oval };
}

/** The flat check of a turn: the face facing the camera, then turned `yawDeg`. */
async function turned(surface: Surface, yawDeg: number): Promise<FrameAnalysis> {
  const before = await frame(surface);
  return analyzer.analyze(await frame(surface, { yawDeg }, SCREEN_LIGHT_PALETTE[0]), {
    describe: false,
    planeReference: { image: before, landmarks: await landmarksOf(before) },
  });
}

describe('the flat check on rendered frames (docs/liveness.md, Presentation attacks)', () => {
  it.each([
    ['to the left', -45],
    ['to the right', 45],
  ])('finds parallax in a head turned %s: no single plane explains it', async (_side, yawDeg) => {
    const analysis = await turned(aziz.surface, yawDeg);
    expect(analysis.planarity?.correlation).toBeLessThan(PRESENTATION.flat.correlationAbove);
    expect(analysis.planarity?.motion).toBeGreaterThan(PRESENTATION.flat.motionMin);
  });

  it.each([
    ['flat, turned 45°', flatSurface, 45, 0],
    ['flat, turned −45°', flatSurface, -45, 0],
    ['slightly bent (its edges 20 px behind its middle), turned 40°', flatSurface, 40, 20],
  ] as const)('finds one plane in a print %s', async (_name, make, yawDeg, bend) => {
    const analysis = await turned(make(aziz.surface.texture, { bend }), yawDeg);
    expect(analysis.planarity?.correlation).toBeGreaterThanOrEqual(PRESENTATION.flat.correlationAbove);
    expect(analysis.planarity?.motion).toBeGreaterThan(PRESENTATION.flat.motionMin);
  });

  it('does not compare without being asked (every frame but a turn’s)', async () => {
    expect((await analyzer.analyze(await frame(aziz.surface), { describe: false })).planarity).toBeNull();
  });
});

describe('the face’s colour under the screen’s light', () => {
  it('moves the face’s colour with the screen’s much more than the room’s', async () => {
    const [blue, yellow] = await Promise.all([frame(aziz.surface, {}, SCREEN_LIGHT_PALETTE[0]), frame(aziz.surface, {}, SCREEN_LIGHT_PALETTE[2])]);
    const [a, b] = await Promise.all([analyzer.analyze(blue, { describe: false }), analyzer.analyze(yellow, { describe: false })]);
    const blueOverGreen = (analysis: FrameAnalysis, part: 'face' | 'surround') => {
      const rgb = analysis.face?.light[part];
      return rgb ? Math.log((rgb[2] + 1) / (rgb[1] + 1)) : Number.NaN;
    };
    const face = blueOverGreen(a, 'face') - blueOverGreen(b, 'face');
    const room = blueOverGreen(a, 'surround') - blueOverGreen(b, 'surround');
    expect(face).toBeGreaterThan(0.05);
    expect(room).toBeLessThan(face / 3);
  });
});

describe('face hints a head gives (spec §8)', () => {
  it('tells glare on the skin: 7', async () => {
    const analysis = await analyzer.analyze(await frame(withGlare(aziz).surface), { describe: false });
    expect(analysis.qualityErrors).toContain(HINT.glare);
    expect((await analyzer.analyze(await frame(aziz.surface), { describe: false })).qualityErrors).toEqual([]);
  });

  it('tells shut eyes when asked to read them (the iris model): 51', async () => {
    const shut = await frame(withClosedEyes(aziz).surface);
    expect((await analyzer.analyze(shut, { describe: false, eyes: true })).qualityErrors).toContain(HINT.openEyes);
    expect((await analyzer.analyze(shut, { describe: false })).qualityErrors).not.toContain(HINT.openEyes);
    const open = await analyzer.analyze(await frame(aziz.surface), { describe: false, eyes: true });
    expect(open.qualityErrors).toEqual([]);
    expect(open.face?.landmarks?.eyeOpenness).toBeGreaterThan(0.26);
  });

  it.each([
    ['bowed 45° asks to raise the chin: 23', 45, HINT.raiseChin],
    ['raised 45° asks to lower it: 24', -45, HINT.lowerChin],
  ])('a head %s', async (_name, pitchDeg, hint) => {
    const analysis = await analyzer.analyze(await frame(rustam.surface, { pitchDeg }), { describe: false });
    expect(analysis.qualityErrors).toContain(hint);
  });

  it('gives no chin hint to a head facing the camera', async () => {
    expect((await analyzer.analyze(await frame(rustam.surface), { describe: false })).qualityErrors).toEqual([]);
  });
});
