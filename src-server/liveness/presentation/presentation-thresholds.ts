/**
 * Limits of the presentation-attack checks (docs/liveness.md, Presentation attacks;
 * docs/decisions/0054-presentation-attacks.md). Each was chosen from the generated sessions of
 * `tests/fixtures/faces/measure-presentation.ts` (a head rendered turning, prints, replays, a
 * phone), whose figures docs/liveness.md publishes.
 */
export const PRESENTATION = {
  flat: {
    /**
     * One homography explains the face of a turn so well that it is a picture: prints turned up
     * to 50°, or bent slightly, aligned at 0.993 or more; heads turned 30° at 0.93 or less.
     */
    correlationAbove: 0.975,
    /** A frame of a turn step counts as "moved out of the image plane" (and can be judged flat) from this anisotropy on (≈ 1 − cos 24°). */
    motionMin: 0.085,
    /** Flat verdicts in one attempt before it ends as not live. */
    maxVerdicts: 3,
  },
  light: {
    /** The latest observations judged. */
    window: 16,
    /** A verdict needs this many changes of colour seen with the head still, among this many colours. */
    minChanges: 4,
    minColours: 3,
    /** The face's colour must follow the screen's at least this closely … */
    minCorrelation: 0.6,
    /** … and this strongly (a phone's glass reflects a few per cent; skin in the screen's light 10 % or more). */
    minGain: 0.06,
    /** A frame's claimed time on the screen's clock may lag its arrival by this much (network, queues); more, and it is not used. */
    maxLagMs: 2_000,
    /** A frame cannot claim a time later than its arrival by more than this (clock steps, rounding). */
    maxLeadMs: 150,
    /** Frames after the challenge passed, waiting for the light's verdict, before the attempt ends as not live. */
    extraFrames: 24,
  },
} as const;
