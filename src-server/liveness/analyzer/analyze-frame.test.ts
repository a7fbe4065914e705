import { createRequire } from 'node:module';
import type * as TfCore from '@tensorflow/tfjs-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { stepHints } from '../challenge/step-hints.ts';
import { makeBlankFrame, makeFaceFrame, makeNoiseFrame, makeTwoFaceFrame, type FaceFrameOptions } from '../fixtures/face-frame.test-support.ts';
import type { FaceAnalyzer } from './face-analyzer.ts';
import { createInProcessAnalyzer } from './in-process-analyzer.ts';

let analyzer: FaceAnalyzer;
beforeAll(async () => {
  analyzer = await createInProcessAnalyzer();
}, 30_000);
afterAll(() => analyzer?.close());

const analyse = async (jpeg: Buffer, describe = false) => analyzer.analyze(jpeg, { describe });
// The very module instance Human runs its kernels through (detect-faces.ts).
const tf = createRequire(import.meta.url)('@tensorflow/tfjs-core') as typeof TfCore;

describe('frame analysis of generated camera frames (spec §8 hint codes)', () => {
  it('finds one upright, centred, sharp face of normal size in a good frame: no hints', async () => {
    const analysis = await analyse(await makeFaceFrame(), true);
    expect(analysis.qualityErrors).toEqual([]);
    expect(analysis.faceCount).toBe(1);
    expect(analysis.face).toMatchObject({ rect: { x: expect.closeTo(207, -1.5), width: expect.closeTo(230, -1.5) } });
    expect(Math.abs(analysis.face?.rollDeg ?? 99)).toBeLessThan(5);
    expect(analysis.face?.sizeRatio).toBeCloseTo(0.92, 1);
    expect(analysis.face?.embedding).toHaveLength(1024);
  });

  it.each<[string, () => Promise<Buffer>, number]>([
    ['a blank wall → 8 point the camera at the face', makeBlankFrame, HINT.noFace],
    ['sensor noise → 8', makeNoiseFrame, HINT.noFace],
    ['two people → 9 exactly one face', makeTwoFaceFrame, HINT.severalFaces],
    ['a dark room (×0.25 light) → 4 less light', () => makeFaceFrame({ brightness: 0.25 }), HINT.tooDark],
    ['a lamp in the face (×2.6 light) → 5 more light', () => makeFaceFrame({ brightness: 2.6 }), HINT.tooBright],
    ['an out-of-focus camera (blur σ 4) → 3 blurred', () => makeFaceFrame({ blurSigma: 4 }), HINT.blurred],
    ['a shadow over one half of the face → 6 uneven lighting', () => makeFaceFrame({ sideShadow: 0.8 }), HINT.unevenLight],
    ['a face far away (tiny in the frame) → 13 move closer', () => makeFaceFrame({ size: 0.2 }), HINT.faceTooSmall],
    ['the face on the image right (the user’s left) → 15 camera further left', () => makeFaceFrame({ offsetX: 0.25 }), HINT.cameraLeft],
    ['the face on the image left → 17 camera further right', () => makeFaceFrame({ offsetX: -0.25 }), HINT.cameraRight],
    ['the face low in the image → 14 camera lower', () => makeFaceFrame({ offsetY: 0.2 }), HINT.cameraLower],
    ['the face high in the image → 16 camera higher', () => makeFaceFrame({ offsetY: -0.2 }), HINT.cameraHigher],
  ])('%s', async (_name, make, code) => {
    const analysis = await analyse(await make());
    expect(analysis.qualityErrors[0]).toBe(code);
  });

  it.each<[string, FaceFrameOptions, number[]]>([
    ['a face pasted small in a big canvas asks to come closer (12)', { size: 0.3 }, [HINT.moveCloser]],
    ['a face filling the frame asks to move the camera farther (38)', { size: 1.0 }, [HINT.moveFarther]],
    ['a head leaning 22° toward the left shoulder leaves the neutral step asking to look straight (63)', { tiltDeg: 22 }, [HINT.lookStraight]],
  ])('%s', async (_name, pose, hints) => {
    const analysis = await analyse(await makeFaceFrame(pose));
    expect(analysis.qualityErrors).toEqual([]);
    expect(stepHints('neutral', analysis.face ?? { sizeRatio: 0, rollDeg: 0 })).toEqual(hints);
  });

  it.each([
    [22, 'tilt-left', HINT.tiltRight],
    [-22, 'tilt-right', HINT.tiltLeft],
  ] as const)('reads a head rotated %i° as roll of the same sign: satisfies %s, not the other tilt (%i)', async (tiltDeg, step, otherHint) => {
    const analysis = await analyse(await makeFaceFrame({ tiltDeg }));
    expect(analysis.face?.rollDeg).toBeCloseTo(tiltDeg, -1);
    const face = analysis.face ?? { sizeRatio: 0, rollDeg: 0 };
    expect(stepHints(step, face)).toEqual([]);
    expect(stepHints(step === 'tilt-left' ? 'tilt-right' : 'tilt-left', face)).toEqual([otherHint]);
  });

  it('turns a tilted frame upright only for the descriptor; the mesh reads the same roll without it (docs/decisions/0053-face-analysis-speed.md)', async () => {
    const tilted = await makeFaceFrame({ tiltDeg: 22 });
    const kernels = async (describe: boolean) => {
      let roll = Number.NaN;
      const profile = await tf.profile(async () => {
        roll = (await analyse(tilted, describe)).face?.rollDeg ?? Number.NaN;
      });
      return { roll, rotated: profile.kernels.some((kernel) => kernel.name === 'RotateWithOffset') };
    };
    const [plain, described] = [await kernels(false), await kernels(true)];
    expect(plain.rotated).toBe(false);
    expect(described.rotated).toBe(true);
    expect(Math.abs(plain.roll - described.roll)).toBeLessThan(5);
  });

  it('scales faceRect to the pixels of the image as sent (analysis runs at ≤ 640×480)', async () => {
    const frame = await makeFaceFrame();
    const big = await sharp(frame).resize(1280, 960).jpeg().toBuffer();
    const [analysis, original] = [await analyse(big), await analyse(frame)];
    expect(analysis.sourceWidth).toBe(1280);
    expect(analysis.face?.rect.width).toBeCloseTo(2 * (original.face?.rect.width ?? 0), -1);
  });

  it.each([
    ['bytes that are no image', Buffer.from('not a jpeg at all')],
    ['a thumbnail below 320×240', null],
  ])('answers %s with 30 low frame quality', async (_name, bytes) => {
    const image =
      bytes ??
      (await sharp(await makeFaceFrame())
        .resize(160, 120)
        .jpeg()
        .toBuffer());
    const analysis = await analyse(image);
    expect(analysis).toMatchObject({ qualityErrors: [HINT.lowFrameQuality], face: null, faceCount: 0 });
  });
});
