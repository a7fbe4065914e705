import { SCREEN_LIGHT_PALETTE, SCREEN_LIGHT_PERIOD_MS, SCREEN_LIGHT_SETTLE_MS, type ScreenColour } from '../../../src-domain/liveness/screen-light.ts';
import type { MeanRgb } from '../analyzer/face-light.ts';
import { PRESENTATION } from './presentation-thresholds.ts';

/** One frame with a face: when it was taken on the screen light's clock, the face's and the room's mean colour in it, the head's pose. */
export interface LightObservation {
  /** When it was taken: its tag's colour start plus the phase, ms from the challenge. */
  at: number;
  face: MeanRgb;
  surround: MeanRgb;
  /** The head's pose then: a pair of frames between which it moved is not compared. */
  pose: { yawDeg: number; rollDeg: number; height: number };
}

export interface ScreenLightVerdict {
  outcome: 'pass' | 'fail' | 'undecided';
  /** Observations judged (all of the attempt's). */
  samples: number;
  /** The camera's delay the verdict assumed, ms (the best of CAMERA_LAGS_MS). */
  lagMs: number;
  /** Colour periods compared with another one with the head in the same pose, at the camera delay with the fewest. */
  periods: number;
  /** How closely the face's colour followed the screen's (Pearson's r over both chromatic axes, −1…1). */
  correlation: number;
  /** How strongly: the change of the face's log-chromaticity per unit change of the screen's (≈ the screen's share of the light on the face). */
  gain: number;
  /**
   * Of the decoy sequences (drawn as the real one is, unknown to anybody), how many the face
   * followed at least as closely as the real one (counted up to one more than the limit).
   */
  decoysAsClose: number;
  decoys: number;
}

/** What the verdict is held to (PRESENTATION.light; a test may loosen one). */
export interface LightLimits {
  readonly minCorrelation: number;
  readonly minGain: number;
  readonly decoys: number;
  readonly maxDecoysAsClose: number;
  readonly looks: readonly number[];
}

/**
 * How long before a frame was taken the light in it may have been on the screen: a webcam hands
 * over a picture 50–150 ms after exposing it, a busy browser later still. The check tries each
 * and keeps the one that explains the face best; the decoys are judged the same way, so that
 * this choice gives a recording no better chance (judgeScreenLight). With frames taken 250 and
 * 550 ms into a colour (the face dialog's timing), both delays use every frame, and together
 * they cover a camera 0–550 ms late.
 */
export const CAMERA_LAGS_MS = [0, 300] as const;

/**
 * The face's colour against the room's, as two log-chromaticities (red against green, blue
 * against green): a camera's white balance and exposure scale whole channels, which the
 * difference of logs cancels; what remains is the light that reached the face and not the room.
 */
function relativeChroma(face: MeanRgb, surround: MeanRgb): [number, number] {
  const log = (rgb: MeanRgb) => rgb.map((channel) => Math.log(channel + 1));
  const [fr = 0, fg = 0, fb = 0] = log(face);
  const [sr = 0, sg = 0, sb = 0] = log(surround);
  return [fr - fg - (sr - sg), fb - fg - (sb - sg)];
}

/** The screen colour's chromatic direction on the same two axes (0–1 units). */
function screenChroma([r, g, b]: ScreenColour): [number, number] {
  return [(r - g) / 255, (b - g) / 255];
}

/** screenChroma of every palette colour, by palette index. */
const PALETTE_CHROMA = SCREEN_LIGHT_PALETTE.map(screenChroma);

/** Observations no further apart than this are compared … */
const PAIR_GAP_MS = 2_500;
/** … if the head's pose differs between them by no more than this (a turn or a lean changes the face's colour more than the screen does). */
const STILL = { yawDeg: 4, rollDeg: 4, heightRatio: 1.06 };

function stillBetween(a: LightObservation['pose'], b: LightObservation['pose']): boolean {
  const ratio = Math.max(a.height, b.height) / Math.max(1, Math.min(a.height, b.height));
  return Math.abs(a.yawDeg - b.yawDeg) <= STILL.yawDeg && Math.abs(a.rollDeg - b.rollDeg) <= STILL.rollDeg && ratio <= STILL.heightRatio;
}

/** Which colour period lit a frame if the camera lags `lag` ms; null right after a change (either colour may show). */
function periodOf(observation: LightObservation, lag: number): number | null {
  const shown = observation.at - lag;
  if (shown < 0 || shown % SCREEN_LIGHT_PERIOD_MS < SCREEN_LIGHT_SETTLE_MS) return null;
  return Math.floor(shown / SCREEN_LIGHT_PERIOD_MS);
}

/**
 * Whether a frame this far into its colour lands outside the settling time at every camera delay
 * tried (periodOf): its light then counts whichever delay the verdict settles on.
 */
export function servesEveryLag(phaseMs: number): boolean {
  return CAMERA_LAGS_MS.every(
    (lag) => (((phaseMs - lag) % SCREEN_LIGHT_PERIOD_MS) + SCREEN_LIGHT_PERIOD_MS) % SCREEN_LIGHT_PERIOD_MS >= SCREEN_LIGHT_SETTLE_MS,
  );
}

/** One compared pair: the two colour periods and the change of the face's relative colour between them. */
interface Pair {
  before: number;
  after: number;
  dx: [number, number];
}

interface LagPairs {
  lagMs: number;
  pairs: Pair[];
  /** Σ |dx|² over the pairs. */
  xx: number;
  /** Colour periods among the pairs. */
  periods: number;
}

/**
 * The pairs a camera delay gives: frames within 2.5 s in different colour periods with the head
 * in the same pose. They depend on the frames' times and poses only, never on which colours the
 * periods had: the real sequence and the decoys are compared over the very same pairs.
 */
function pairsAtLag(observations: readonly LightObservation[], lagMs: number): LagPairs {
  const periods = observations.map((observation) => periodOf(observation, lagMs));
  const chroma = observations.map((observation) => relativeChroma(observation.face, observation.surround));
  const pairs: Pair[] = [];
  const seen = new Set<number>();
  let xx = 0;
  for (let j = 1; j < observations.length; j += 1) {
    const after = observations[j];
    const periodAfter = periods[j];
    const x1 = chroma[j];
    if (!after || periodAfter === null || periodAfter === undefined || !x1) continue;
    for (let i = j - 1; i >= 0; i -= 1) {
      const before = observations[i];
      if (!before || after.at - before.at > PAIR_GAP_MS) break;
      const periodBefore = periods[i];
      const x0 = chroma[i];
      if (periodBefore === null || periodBefore === undefined || !x0 || periodBefore === periodAfter || !stillBetween(before.pose, after.pose)) continue;
      const dx: [number, number] = [x1[0] - x0[0], x1[1] - x0[1]];
      pairs.push({ before: periodBefore, after: periodAfter, dx });
      xx += dx[0] * dx[0] + dx[1] * dx[1];
      seen.add(periodBefore).add(periodAfter);
    }
  }
  return { lagMs, pairs, xx, periods: seen.size };
}

/** How closely, and how strongly, the face's changes follow a sequence's (palette indices) over the pairs. */
function follow(at: LagPairs, sequence: readonly number[]): { correlation: number; gain: number } {
  let xp = 0;
  let pp = 0;
  for (const pair of at.pairs) {
    const p0 = PALETTE_CHROMA[sequence[pair.before] ?? 0] ?? [0, 0];
    const p1 = PALETTE_CHROMA[sequence[pair.after] ?? 0] ?? [0, 0];
    const dp0 = p1[0] - p0[0];
    const dp1 = p1[1] - p0[1];
    xp += pair.dx[0] * dp0 + pair.dx[1] * dp1;
    pp += dp0 * dp0 + dp1 * dp1;
  }
  return { correlation: at.xx > 0 && pp > 0 ? xp / Math.sqrt(at.xx * pp) : 0, gain: pp > 0 ? xp / pp : 0 };
}

/** The closest a sequence is followed, over the camera delays. */
function closest(lags: readonly LagPairs[], sequence: readonly number[]): { lagMs: number; correlation: number; gain: number } {
  let best = { lagMs: 0, correlation: -Infinity, gain: 0 };
  for (const at of lags) {
    const followed = follow(at, sequence);
    if (followed.correlation > best.correlation) best = { lagMs: at.lagMs, ...followed };
  }
  return best;
}

/**
 * Colour periods compared with another one with the head in the same pose, at the camera delay
 * with the fewest: how much evidence there is. A count of the frames' times and poses, the same
 * whatever the colours were: when the verdict is taken cannot favour any sequence.
 */
export function lightPeriods(observations: readonly LightObservation[]): number {
  return Math.min(...CAMERA_LAGS_MS.map((lag) => pairsAtLag(observations, lag).periods));
}

/**
 * Whether the face reflected the screen's colour sequence (docs/liveness.md, Presentation
 * attacks), over all the attempt's frames. Compared are pairs of frames taken within 2.5 s of
 * each other in different colour periods with the head in the same pose: how the face's colour
 * relative to the room changed against how the screen's colour changed, so that what a moving
 * head does to the face's colour (turning, coming closer) drops out.
 *
 * It passes only if the face follows the real sequence (palette indices) closely
 * (`minCorrelation`), strongly (`minGain`: an emissive screen held up reflects a few per cent
 * through its glass), and more closely than it follows every one of the `decoys` — other
 * sequences drawn as the real one is — but `maxDecoysAsClose`, each at its own best camera delay
 * as the real one. Otherwise it fails when `last`, and is undecided before.
 *
 * Why the decoys bound a recording's chance: a video made before the check does not depend on
 * the real sequence, so the real sequence and the decoys are alike to it, and the real one is
 * among the closest `maxDecoysAsClose + 1` of the `decoys + 1` with a chance of at most
 * (maxDecoysAsClose + 1) / (decoys + 1), whatever the video shows: a bound that needs no model
 * of faces, cameras or rooms. Taken at most `looks.length` times an attempt, the chance is at
 * most that many times this (light-evidence.ts).
 */
export function judgeScreenLight(
  observations: readonly LightObservation[],
  sequence: readonly number[],
  decoys: readonly (readonly number[])[],
  options: { last: boolean; limits?: LightLimits },
): ScreenLightVerdict {
  const limits = options.limits ?? PRESENTATION.light;
  const lags = CAMERA_LAGS_MS.map((lag) => pairsAtLag(observations, lag));
  const periods = Math.min(...lags.map((at) => at.periods));
  const real = closest(lags, sequence);
  const strong = real.correlation >= limits.minCorrelation && real.gain >= limits.minGain;
  let decoysAsClose = 0;
  for (const decoy of decoys) {
    if (closest(lags, decoy).correlation >= real.correlation) decoysAsClose += 1;
    // Beyond the limit the count no longer changes the outcome.
    if (decoysAsClose > limits.maxDecoysAsClose) break;
  }
  const passes = strong && decoys.length > 0 && decoysAsClose <= limits.maxDecoysAsClose;
  const outcome = passes ? 'pass' : options.last ? 'fail' : 'undecided';
  return { outcome, samples: observations.length, periods, ...real, decoysAsClose, decoys: decoys.length };
}

/** The chance that a recording made before the check passes it: at most this (judgeScreenLight, light-evidence.ts). */
export function chancePassBound(limits: LightLimits = PRESENTATION.light): number {
  return (limits.looks.length * (limits.maxDecoysAsClose + 1)) / (limits.decoys + 1);
}
