import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaceAnalyzer } from './face-analyzer.ts';
import type { AnalyzeOptions } from './analyze-frame.ts';
import { createInProcessAnalyzer } from './in-process-analyzer.ts';
import { drawnFaceFrame, warmPipeline, WARM_FRAMES } from './warm-pipeline.ts';

let analyzer: FaceAnalyzer;
beforeAll(async () => {
  analyzer = await createInProcessAnalyzer();
}, 30_000);
afterAll(() => analyzer?.close());

describe('the warm-up frames take the whole path a person’s frame takes (docs/decisions/0053-face-analysis-speed.md)', () => {
  it('the drawn face is found as one face, level and frontal, and measured (mesh, crop, light)', async () => {
    const analysis = await analyzer.analyze(await drawnFaceFrame(0), { describe: true });
    expect(analysis.faceCount).toBe(1);
    expect(Math.abs(analysis.face?.rollDeg ?? 99)).toBeLessThan(5);
    expect(Math.abs(analysis.face?.yawDeg ?? 99)).toBeLessThan(10);
    expect(analysis.face?.sharpness).toBeGreaterThan(0);
    expect(analysis.face?.embedding).toHaveLength(1024);
  });

  it('tilted, it is found with its roll', async () => {
    const analysis = await analyzer.analyze(await drawnFaceFrame(20), { describe: false });
    expect(analysis.faceCount).toBe(1);
    expect(Math.abs(analysis.face?.rollDeg ?? 0)).toBeGreaterThan(12);
  });

  it('warming sends every frame, tilted ones among them, and one with the descriptor', async () => {
    const calls: { image: Uint8Array; options: AnalyzeOptions }[] = [];
    await warmPipeline({ analyze: async (image, options) => (calls.push({ image, options }), analyzer.analyze(image, options)), close: async () => {} });
    expect(calls).toHaveLength(WARM_FRAMES);
    const described = calls.filter((call) => call.options.describe);
    expect(described).toHaveLength(1);
    // The described frame is a tilted one: it warms the whole-frame rotation the tilt steps' descriptors take.
    expect(Buffer.from(described[0]!.image).equals(await drawnFaceFrame(20))).toBe(true);
    // The eyes' model and the flat check run too (docs/liveness.md, Presentation attacks).
    expect(calls.filter((call) => call.options.eyes).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.options.planeReference).length).toBeGreaterThan(0);
  });
});
