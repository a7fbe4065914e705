import { describe, expect, it } from 'vitest';
import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { screenLightSequence } from '../../../src-domain/liveness/screen-light.ts';
import type { FaceMeasure } from '../analyzer/frame-analysis.ts';
import { createLightEvidence, growDecoySequences } from './light-evidence.ts';
import { PRESENTATION } from './presentation-thresholds.ts';

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

describe('growDecoySequences: decoys with the real sequence’s law', () => {
  it('never repeats a colour, keeps the palette, grows in place, and uses every colour about evenly', () => {
    const decoys: number[][] = [];
    growDecoySequences(decoys, 500, 10);
    growDecoySequences(decoys, 500, 30);
    expect(decoys).toHaveLength(500);
    const counts = new Array<number>(6).fill(0);
    for (const decoy of decoys) {
      expect(decoy).toHaveLength(30);
      for (const [i, colour] of decoy.entries()) {
        expect(colour).not.toBe(decoy[i - 1]);
        counts[colour] = (counts[colour] ?? 0) + 1;
      }
    }
    // 15 000 colours: 2 500 each expected; 2 300–2 700 is over 4 standard deviations wide.
    for (const count of counts) expect(count).toBeGreaterThan(2_300);
    for (const count of counts) expect(count).toBeLessThan(2_700);
  });
});

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

  it('judges only at the looks, each once, drawing the decoys at the first; a verdict taken stays', () => {
    const grown: number[] = [];
    const evidence = createLightEvidence(SEQUENCE, 0, PRESENTATION.light, (decoys, count, length) => {
      grown.push(length);
      growDecoySequences(decoys, count, length);
      expect(decoys).toHaveLength(PRESENTATION.light.decoys);
    });
    // The same face every frame: it follows no sequence, and fails at the last look.
    const seen: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const at = 250 + 300 * i;
      evidence.observe({ index: Math.floor(at / 600), phaseMs: at % 600 }, analysis(), at + 60);
      const verdict = evidence.verdict();
      seen.push(verdict.outcome);
      if (verdict.outcome !== 'undecided') break;
    }
    // One growth a look, each long enough for the periods seen then.
    expect(grown).toHaveLength(PRESENTATION.light.looks.length);
    expect(grown.at(-1)).toBeGreaterThanOrEqual(PRESENTATION.light.looks.at(-1) ?? 0);
    expect(seen.at(-1)).toBe('fail');
    expect(evidence.verdict().periods).toBe(PRESENTATION.light.looks.at(-1));
    expect(evidence.verdict()).toBe(evidence.verdict());
  });

  it('refuses a tag whose phase is longer than a colour lasts', () => {
    expect(createLightEvidence(SEQUENCE, 0).observe({ index: 1, phaseMs: 700 }, analysis(), 1_400)).toBe('untimely');
  });

  it('sums up its frames for a refusal’s log line: what became of each, the used ones’ phases and spread', () => {
    const evidence = createLightEvidence(SEQUENCE, 0);
    evidence.observe({ index: 1, phaseMs: 450 }, analysis(), 1_100);
    evidence.observe({ index: 2, phaseMs: 150 }, analysis(), 1_400);
    evidence.observe({ index: 2, phaseMs: 460 }, analysis({ faces: 0 }), 1_700);
    evidence.observe({ index: 3, phaseMs: 470 }, analysis(), 2_300);
    evidence.observe({ index: 1, phaseMs: 100 }, analysis(), 2_400);
    expect(evidence.summary()).toEqual({
      uses: { used: 3, untimely: 1, 'no-face': 1, 'badly-lit': 0, 'no-room': 0 },
      phases: [0, 1, 0, 0, 2, 0],
      spread: { yawDeg: 0, rollDeg: 0, heightRatio: 1, spanMs: 1_220 },
    });
  });
});
