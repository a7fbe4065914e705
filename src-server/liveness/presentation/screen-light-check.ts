import { SCREEN_LIGHT_PERIOD_MS, SCREEN_LIGHT_SETTLE_MS, type ScreenColour } from '../../../src-domain/liveness/screen-light.ts';
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
  /** Observations judged (the latest `window` of them). */
  samples: number;
  /** The camera's delay the verdict assumed, ms (the best of CAMERA_LAGS_MS). */
  lagMs: number;
  /** Different changes of the screen's colour (pairs of colours) seen with the head in the same pose. */
  changes: number;
  /** Different screen colours among them. */
  colours: number;
  /** How closely the face's colour followed the screen's (Pearson's r over both chromatic axes, −1…1). */
  correlation: number;
  /** How strongly: the change of the face's log-chromaticity per unit change of the screen's (≈ the screen's share of the light on the face). */
  gain: number;
}

/**
 * How long before a frame was taken the light in it may have been on the screen: a webcam hands
 * over a picture 50–150 ms after exposing it, a busy browser later still. The check tries each
 * and keeps the one that explains the face best; a recording made under other colours is
 * explained by none.
 */
export const CAMERA_LAGS_MS = [0, 200, 400] as const;

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

/** Observations no further apart than this are compared … */
const PAIR_GAP_MS = 2_500;
/** … if the head's pose differs between them by no more than this (a turn or a lean changes the face's colour more than the screen does). */
const STILL = { yawDeg: 4, rollDeg: 4, heightRatio: 1.06 };

function stillBetween(a: LightObservation['pose'], b: LightObservation['pose']): boolean {
  const ratio = Math.max(a.height, b.height) / Math.max(1, Math.min(a.height, b.height));
  return Math.abs(a.yawDeg - b.yawDeg) <= STILL.yawDeg && Math.abs(a.rollDeg - b.rollDeg) <= STILL.rollDeg && ratio <= STILL.heightRatio;
}

/** The colour the face was lit by if the camera lags `lag` ms; null right after a change (either colour may show). */
function litBy(observation: LightObservation, lag: number, colourOf: (index: number) => ScreenColour): ScreenColour | null {
  const shown = observation.at - lag;
  if (shown < 0 || shown % SCREEN_LIGHT_PERIOD_MS < SCREEN_LIGHT_SETTLE_MS) return null;
  return colourOf(Math.floor(shown / SCREEN_LIGHT_PERIOD_MS));
}

function judgeAtLag(
  recent: readonly LightObservation[],
  lag: number,
  colourOf: (index: number) => ScreenColour,
  limits: typeof PRESENTATION.light,
): ScreenLightVerdict {
  const screens = recent.map((observation) => litBy(observation, lag, colourOf));
  const colours = new Set(screens.filter((screen) => screen !== null).map((screen) => screen.join())).size;
  const seen = new Set<string>();
  let xp = 0;
  let xx = 0;
  let pp = 0;
  for (let j = 1; j < recent.length; j += 1) {
    const after = recent[j];
    const screenAfter = screens[j];
    if (!after || !screenAfter) continue;
    const x1 = relativeChroma(after.face, after.surround);
    const p1 = screenChroma(screenAfter);
    for (let i = j - 1; i >= 0; i -= 1) {
      const before = recent[i];
      if (!before || after.at - before.at > PAIR_GAP_MS) break;
      const screenBefore = screens[i];
      if (!screenBefore || !stillBetween(before.pose, after.pose)) continue;
      const x0 = relativeChroma(before.face, before.surround);
      const p0 = screenChroma(screenBefore);
      for (let axis = 0; axis < 2; axis += 1) {
        const dx = (x1[axis] ?? 0) - (x0[axis] ?? 0);
        const dp = (p1[axis] ?? 0) - (p0[axis] ?? 0);
        xp += dx * dp;
        xx += dx * dx;
        pp += dp * dp;
      }
      const a = screenBefore.join();
      const b = screenAfter.join();
      if (a !== b) seen.add(a < b ? `${a}/${b}` : `${b}/${a}`);
    }
  }
  const changes = seen.size;
  const correlation = xx > 0 && pp > 0 ? xp / Math.sqrt(xx * pp) : 0;
  const gain = pp > 0 ? xp / pp : 0;
  const enough = changes >= limits.minChanges && colours >= limits.minColours;
  const passes = correlation >= limits.minCorrelation && gain >= limits.minGain;
  return { outcome: passes && enough ? 'pass' : enough ? 'fail' : 'undecided', samples: recent.length, lagMs: lag, changes, colours, correlation, gain };
}

/**
 * Whether the face reflected the screen's colour sequence (docs/liveness.md, Presentation
 * attacks). Compared are pairs of frames taken within 2.5 s of each other with the head in the
 * same pose (the two frames a step is held for, the neutral face's): how the face's colour
 * relative to the room changed against how the screen's colour changed, so that what a moving
 * head does to the face's colour (turning, coming closer) drops out. The changes must go
 * together (correlation) and by a fair amount (gain), over enough different changes of colour;
 * of the camera delays CAMERA_LAGS_MS, the one that explains the face best decides. A recording
 * made before the check follows another sequence (correlation near 0 at every delay); an
 * emissive screen held up reflects only a few per cent through its glass (low gain); too few
 * observations or colours is undecided.
 */
export function judgeScreenLight(
  observations: readonly LightObservation[],
  colourOf: (index: number) => ScreenColour,
  limits = PRESENTATION.light,
): ScreenLightVerdict {
  const recent = observations.slice(-limits.window);
  const verdicts = CAMERA_LAGS_MS.map((lag) => judgeAtLag(recent, lag, colourOf, limits));
  // A delay that explains the face passes; one without enough evidence yet may still; only when
  // every delay has seen enough and none explains it does the face not follow the colours.
  const rank = (verdict: ScreenLightVerdict) => (verdict.outcome === 'pass' ? 2 : verdict.outcome === 'undecided' ? 1 : 0) + verdict.correlation / 10;
  return verdicts.reduce((best, verdict) => (rank(verdict) > rank(best) ? verdict : best));
}
