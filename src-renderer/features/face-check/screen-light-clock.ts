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
 * The dialog shows them and says when each really went on screen (`shown`); a frame's tag is
 * the colour on screen when the camera took it, by those times. A busy page puts a colour up
 * late, and its camera hands over a picture late: tagged by the schedule and the moment of the
 * grab, such frames would claim the wrong colour, and a live face would seem not to follow the
 * light. One clock (Date.now) for all of it.
 */
export interface ScreenLightClock {
  readonly periodMs: number;
  readonly startedAt: number;
  /** Index into the sequence due at `now`. */
  indexAt(now: number): number;
  /** The colour of an index, as CSS. */
  colourOf(index: number): string;
  /** Milliseconds from `now` to the next colour. */
  untilChange(now: number): number;
  /** The screen really showed colour `index` from `at` on. */
  shown(index: number, at: number): void;
  /** What an image frame taken at `takenAt` says about the light. */
  tagAt(takenAt: number): ScreenLightTag;
}

export function startScreenLight(plan: ScreenLightPlan, now: number): ScreenLightClock {
  const sequence = screenLightSequence(plan.seed);
  const { periodMs } = plan;
  const elapsed = (at: number) => Math.max(0, at - now);
  const indexAt = (at: number) => Math.min(SCREEN_LIGHT_SEQUENCE_LENGTH - 1, Math.floor(elapsed(at) / periodMs));
  /** When each colour went on screen, in order. */
  const shownTimes: { index: number; at: number }[] = [];
  return {
    periodMs,
    startedAt: now,
    indexAt,
    colourOf: (index) => screenColourCss(screenLightColour(sequence, index)),
    untilChange: (at) => periodMs - (elapsed(at) % periodMs),
    shown: (index, at) => {
      const last = shownTimes.at(-1);
      if (!last || (index > last.index && at >= last.at)) shownTimes.push({ index, at });
    },
    tagAt: (takenAt) => {
      for (let i = shownTimes.length - 1; i >= 0; i -= 1) {
        const entry = shownTimes[i];
        if (entry && entry.at <= takenAt) return { index: entry.index, phaseMs: Math.round(takenAt - entry.at) };
      }
      // Nothing on screen yet by the page's word: the schedule's colour.
      const index = indexAt(takenAt);
      return { index, phaseMs: Math.max(0, Math.round(elapsed(takenAt) - index * periodMs)) };
    },
  };
}
