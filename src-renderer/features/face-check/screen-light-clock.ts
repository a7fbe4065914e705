import {
  SCREEN_LIGHT_SEQUENCE_LENGTH,
  screenColourCss,
  screenLightColour,
  screenLightSequence,
  type ScreenLightPlan,
  type ScreenLightTag,
} from '../../../src-domain/liveness/screen-light.ts';

/** A frame is taken this long into a colour, and half a frame interval later: the camera has seen the colour by then. */
export const FRAME_PHASE_MS = 250;

/**
 * The screen's colours of one connection (docs/liveness.md, Presentation attacks): the sequence
 * the server's seed gives, one colour every `periodMs` from the moment the challenge arrived.
 * The dialog shows them; the frames say which one was on screen when they were taken. One clock
 * (Date.now) for both, so a frame's tag is the colour the user really saw.
 */
export interface ScreenLightClock {
  readonly periodMs: number;
  readonly startedAt: number;
  /** Index into the sequence at `now`. */
  indexAt(now: number): number;
  /** The colour on screen at `now`, as CSS. */
  colourAt(now: number): string;
  /** Milliseconds from `now` to the next colour. */
  untilChange(now: number): number;
  /** What an image frame taken at `now` says about the light. */
  tagAt(now: number): ScreenLightTag;
}

export function startScreenLight(plan: ScreenLightPlan, now: number): ScreenLightClock {
  const sequence = screenLightSequence(plan.seed);
  const { periodMs } = plan;
  const elapsed = (at: number) => Math.max(0, at - now);
  const indexAt = (at: number) => Math.min(SCREEN_LIGHT_SEQUENCE_LENGTH - 1, Math.floor(elapsed(at) / periodMs));
  return {
    periodMs,
    startedAt: now,
    indexAt,
    colourAt: (at) => screenColourCss(screenLightColour(sequence, indexAt(at))),
    untilChange: (at) => periodMs - (elapsed(at) % periodMs),
    tagAt: (at) => {
      const index = indexAt(at);
      return { index, phaseMs: Math.max(0, Math.round(elapsed(at) - index * periodMs)) };
    },
  };
}
