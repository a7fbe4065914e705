import { describe, expect, it } from 'vitest';
import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { screenLightColour, screenLightSequence } from '../../../src-domain/liveness/screen-light.ts';
import type { FaceMeasure } from '../analyzer/frame-analysis.ts';
import { createLightEvidence } from './light-evidence.ts';

const SEQUENCE = screenLightSequence('q1w2e3r4t5y6u7i8o9p0aa');

function analysis(options: { faces?: number; errors?: number[]; room?: boolean } = {}) {
  const face = {
    rect: { x: 200, y: 110, width: 230, height: 230 },
    rollDeg: 0,
    yawDeg: 5,
    light: { face: [180, 140, 120] as [number, number, number], surround: options.room === false ? null : ([140, 144, 149] as [number, number, number]) },
  } as FaceMeasure;
  return { faceCount: options.faces ?? 1, face: options.faces === 0 ? null : face, qualityErrors: options.errors ?? [] };
}

describe('createLightEvidence: which frames the screen-light check believes', () => {
  it('uses a frame taken 250 ms into its colour and arriving soon after', () => {
    const evidence = createLightEvidence(SEQUENCE, 1_000);
    expect(evidence.observe({ index: 2, phaseMs: 250 }, analysis(), 1_000 + 1_450 + 80)).toBe('used');
    expect(evidence.verdict().samples).toBe(1);
  });

  it.each([
    ['claims a colour not yet shown (later than its arrival)', { index: 5, phaseMs: 300 }, 2_000],
    ['arrives more than 2 s after it was taken', { index: 1, phaseMs: 300 }, 3_000],
  ])('refuses a frame that %s', (_name, tag, arrival) => {
    expect(createLightEvidence(SEQUENCE, 0).observe(tag, analysis(), arrival)).toBe('untimely');
  });

  it('refuses a frame whose colour goes back in the sequence', () => {
    const evidence = createLightEvidence(SEQUENCE, 0);
    expect(evidence.observe({ index: 3, phaseMs: 300 }, analysis(), 2_200)).toBe('used');
    expect(evidence.observe({ index: 2, phaseMs: 500 }, analysis(), 2_300)).toBe('untimely');
  });

  it.each([
    ['without one face', { index: 1, phaseMs: 300 }, analysis({ faces: 0 }), 'no-face'],
    ['too dark to judge colours', { index: 1, phaseMs: 300 }, analysis({ errors: [HINT.tooDark] }), 'badly-lit'],
    ['with nothing of the room beside the face', { index: 1, phaseMs: 300 }, analysis({ room: false }), 'no-room'],
  ] as const)('leaves out a frame %s', (_name, tag, frame, use) => {
    expect(createLightEvidence(SEQUENCE, 0).observe(tag, frame, 1_000)).toBe(use);
  });

  it('judges with the colours of its sequence', () => {
    const evidence = createLightEvidence(SEQUENCE, 0);
    for (let i = 0; i < 3; i += 1) evidence.observe({ index: i, phaseMs: 300 }, analysis(), i * 600 + 400);
    expect(evidence.verdict().colours).toBe(new Set([0, 1, 2].map((i) => screenLightColour(SEQUENCE, i).join())).size);
  });

  it('refuses a tag whose phase is longer than a colour lasts', () => {
    expect(createLightEvidence(SEQUENCE, 0).observe({ index: 1, phaseMs: 700 }, analysis(), 1_400)).toBe('untimely');
  });
});
