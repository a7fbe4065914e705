import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { SCREEN_LIGHT_PERIOD_MS, screenLightColour, type ScreenLightTag } from '../../../src-domain/liveness/screen-light.ts';
import type { FrameAnalysis } from '../analyzer/frame-analysis.ts';
import { PRESENTATION } from './presentation-thresholds.ts';
import { judgeScreenLight, type LightObservation, type ScreenLightVerdict } from './screen-light-check.ts';

/** What became of one frame's light: used, or why not. */
export type LightUse = 'used' | 'untimely' | 'no-face' | 'badly-lit' | 'no-room';

export interface LightEvidence {
  /** One analysed frame and the colour its client says was on screen when it was taken. */
  observe(tag: ScreenLightTag, analysis: Pick<FrameAnalysis, 'faceCount' | 'face' | 'qualityErrors'>, arrivedAt: number): LightUse;
  verdict(): ScreenLightVerdict;
}

/** Light that hides the screen's (too dark, too bright, one side lit): the face's colour says nothing then. */
const BAD_LIGHT = new Set<number>([HINT.tooDark, HINT.tooBright, HINT.unevenLight, HINT.glare]);

/**
 * The screen-light observations of one connection. A frame's tag is the client's word for which
 * colour was on screen; it counts only if it could be true on the server's clock (the colour's
 * time not later than the frame's arrival, nor earlier by more than the network and queues
 * explain) and never goes back, so a recording cannot be labelled after the fact with whichever
 * colour it happens to show. Which colour lit a frame, given the camera's delay, is the
 * verdict's business (screen-light-check.ts).
 */
export function createLightEvidence(sequence: readonly number[], startedAt: number, limits = PRESENTATION.light): LightEvidence {
  const observations: LightObservation[] = [];
  let lastIndex = -1;
  return {
    observe(tag, analysis, arrivedAt) {
      const shownAt = tag.index * SCREEN_LIGHT_PERIOD_MS + tag.phaseMs;
      const elapsed = arrivedAt - startedAt;
      if (tag.index < lastIndex || shownAt > elapsed + limits.maxLeadMs || shownAt < elapsed - limits.maxLagMs) return 'untimely';
      lastIndex = tag.index;
      if (tag.phaseMs >= SCREEN_LIGHT_PERIOD_MS) return 'untimely';
      const face = analysis.face;
      if (!face || analysis.faceCount !== 1) return 'no-face';
      if (analysis.qualityErrors.some((code) => BAD_LIGHT.has(code))) return 'badly-lit';
      if (!face.light.surround) return 'no-room';
      observations.push({
        at: shownAt,
        face: face.light.face,
        surround: face.light.surround,
        pose: { yawDeg: face.yawDeg, rollDeg: face.rollDeg, height: face.rect.height },
      });
      if (observations.length > limits.window * 4) observations.splice(0, observations.length - limits.window);
      return 'used';
    },
    verdict: () => judgeScreenLight(observations, (index) => screenLightColour(sequence, index), limits),
  };
}
