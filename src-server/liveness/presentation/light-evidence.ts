import { randomBytes } from 'node:crypto';
import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { SCREEN_LIGHT_PALETTE, SCREEN_LIGHT_PERIOD_MS, type ScreenLightTag } from '../../../src-domain/liveness/screen-light.ts';
import type { FrameAnalysis } from '../analyzer/frame-analysis.ts';
import { PRESENTATION } from './presentation-thresholds.ts';
import { judgeScreenLight, lightPeriods, type LightObservation, type ScreenLightVerdict } from './screen-light-check.ts';

/** What became of one frame's light: used, or why not. */
export type LightUse = 'used' | 'untimely' | 'no-face' | 'badly-lit' | 'no-room';

export interface LightEvidence {
  /** One analysed frame and the colour its client says was on screen when it was taken. */
  observe(tag: ScreenLightTag, analysis: Pick<FrameAnalysis, 'faceCount' | 'face' | 'qualityErrors'>, arrivedAt: number): LightUse;
  /** The verdict over all frames so far: taken at the looks only; once 'pass' or 'fail', final (the same object every call). */
  verdict(): ScreenLightVerdict;
  /** Looks taken so far; one taken without a final verdict means the face did not follow the colours well enough yet. */
  looksTaken(): number;
  /** What the frames gave, for a refusal's log line: why a verdict had too little to judge. */
  summary(): LightSummary;
}

/** The frames' light at a glance (no image, no personal data). */
export interface LightSummary {
  /** Frames by what became of their light. */
  uses: Record<LightUse, number>;
  /** The used frames by their phase in the colour, in 100 ms bins (0–99, 100–199, …). */
  phases: number[];
  /** The used frames' spread: head turn and tilt (degrees), face height (largest ÷ smallest), and ms from the first to the last. */
  spread: { yawDeg: number; rollDeg: number; heightRatio: number; spanMs: number };
}

function summarise(observations: readonly LightObservation[], uses: Record<LightUse, number>): LightSummary {
  const phases = Array.from({ length: SCREEN_LIGHT_PERIOD_MS / 100 }, () => 0);
  for (const observation of observations) {
    const bin = Math.floor((observation.at % SCREEN_LIGHT_PERIOD_MS) / 100);
    phases[bin] = (phases[bin] ?? 0) + 1;
  }
  const range = (values: number[]) => (values.length === 0 ? 0 : Math.max(...values) - Math.min(...values));
  const heights = observations.map((observation) => observation.pose.height);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    uses: { ...uses },
    phases,
    spread: {
      yawDeg: round(range(observations.map((observation) => observation.pose.yawDeg))),
      rollDeg: round(range(observations.map((observation) => observation.pose.rollDeg))),
      heightRatio: heights.length === 0 ? 1 : round(Math.max(...heights) / Math.max(1, Math.min(...heights))),
      spanMs: range(observations.map((observation) => observation.at)),
    },
  };
}

/** Grows `decoys` in place to `count` sequences of `length` colours. */
export type GrowDecoys = (decoys: number[][], count: number, length: number) => void;

/**
 * Decoy sequences with the real one's law (screen-light.ts): the first colour uniform over the
 * palette, each next one uniform over the five others. Drawn from the CSPRNG (one byte a colour,
 * bytes ≥ 240 skipped so that 6 and 5 divide evenly), and grown in place to `length` colours:
 * a later look needs more than the first.
 */
export function growDecoySequences(decoys: number[][], count: number, length: number): void {
  const colours = SCREEN_LIGHT_PALETTE.length;
  while (decoys.length < count) decoys.push([]);
  let pool = randomBytes(0);
  let at = 0;
  const draw = (range: number) => {
    for (;;) {
      if (at >= pool.length) {
        pool = randomBytes(4096);
        at = 0;
      }
      const byte = pool[at] ?? 255;
      at += 1;
      if (byte < 240) return byte % range;
    }
  };
  for (const decoy of decoys) {
    while (decoy.length < length) {
      const previous = decoy.at(-1);
      if (previous === undefined) decoy.push(draw(colours));
      else {
        const pick = draw(colours - 1);
        decoy.push(pick < previous ? pick : pick + 1);
      }
    }
  }
}
/** Light that hides the screen's (too dark, too bright, one side lit): the face's colour says nothing then. */
const BAD_LIGHT = new Set<number>([HINT.tooDark, HINT.tooBright, HINT.unevenLight, HINT.glare]);

/**
 * The screen-light observations of one connection. A frame's tag is the client's word for which
 * colour was on screen; it counts only if it could be true on the server's clock (the colour's
 * time not later than the frame's arrival, nor earlier by more than the network and queues
 * explain) and never goes back, so a recording cannot be labelled after the fact with whichever
 * colour it happens to show. Which colour lit a frame, given the camera's delay, is the
 * verdict's business (screen-light-check.ts). It is judged over all frames, only at the looks
 * (PRESENTATION.light.looks: counts of colour periods compared), each at most once; the first
 * pass or the last look's fail stays. Asking again in between cannot turn a failure into a pass
 * by chance. The decoy sequences are drawn at the first look and grown at the later ones
 * (`growDecoys`: from the CSPRNG unless a test gives others).
 */
export function createLightEvidence(
  sequence: readonly number[],
  startedAt: number,
  limits = PRESENTATION.light,
  growDecoys: GrowDecoys = growDecoySequences,
): LightEvidence {
  const observations: LightObservation[] = [];
  const uses: Record<LightUse, number> = { used: 0, untimely: 0, 'no-face': 0, 'badly-lit': 0, 'no-room': 0 };
  const count = (use: LightUse): LightUse => {
    uses[use] += 1;
    return use;
  };
  let lastIndex = -1;
  let final: ScreenLightVerdict | null = null;
  let looksTaken = 0;
  const decoys: number[][] = [];
  return {
    observe(tag, analysis, arrivedAt) {
      const shownAt = tag.index * SCREEN_LIGHT_PERIOD_MS + tag.phaseMs;
      const elapsed = arrivedAt - startedAt;
      if (tag.index < lastIndex || shownAt > elapsed + limits.maxLeadMs || shownAt < elapsed - limits.maxLagMs) return count('untimely');
      lastIndex = tag.index;
      if (tag.phaseMs >= SCREEN_LIGHT_PERIOD_MS) return count('untimely');
      const face = analysis.face;
      if (!face || analysis.faceCount !== 1) return count('no-face');
      if (analysis.qualityErrors.some((code) => BAD_LIGHT.has(code))) return count('badly-lit');
      if (!face.light.surround) return count('no-room');
      observations.push({
        at: shownAt,
        face: face.light.face,
        surround: face.light.surround,
        pose: { yawDeg: face.yawDeg, rollDeg: face.rollDeg, height: face.rect.height },
      });
      return count('used');
    },
    looksTaken: () => looksTaken,
    summary: () => summarise(observations, uses),
    verdict() {
      if (final) return final;
      // A look at the count of periods reached and not yet taken (at most looks.length in all).
      const periods = lightPeriods(observations);
      const reached = limits.looks.filter((look) => periods >= look).length;
      if (reached === looksTaken) return judgeScreenLight(observations, sequence, [], { last: false, limits });
      looksTaken = reached;
      const length = Math.max(...observations.map((observation) => Math.floor(observation.at / SCREEN_LIGHT_PERIOD_MS))) + 1;
      growDecoys(decoys, limits.decoys, length);
      const verdict = judgeScreenLight(observations, sequence, decoys, { last: reached === limits.looks.length, limits });
      if (verdict.outcome !== 'undecided') final = verdict;
      return verdict;
    },
  };
}
