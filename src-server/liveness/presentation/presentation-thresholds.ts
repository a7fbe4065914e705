/**
 * Limits of the presentation-attack checks (docs/liveness.md, Presentation attacks;
 * docs/decisions/0063-presentation-attacks.md). Each was chosen from the generated sessions of
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
    /**
     * The verdict is taken when this many colour periods have been compared with the head still
     * (at every camera delay): passed at the first look that shows the face following the
     * colours, failed at the last; each look at most once an attempt.
     */
    looks: [8, 12, 16],
    /**
     * The face must follow the real sequence more closely than all but `maxDecoysAsClose` of
     * `decoys` sequences drawn as it is: a recording made before the check passes a look with a
     * chance of at most (maxDecoysAsClose + 1) / (decoys + 1) = 1/3000, an attempt with at most
     * 3/3000 = 1/1000 (screen-light-check.ts).
     */
    decoys: 2999,
    maxDecoysAsClose: 0,
    /** The face's colour must follow the screen's at least this closely … */
    minCorrelation: 0.6,
    /** … and this strongly: over a whole attempt a phone's glass (3 % reflection) measured 0.015, test heads with 10 % of their light from the screen 0.05–0.06. */
    minGain: 0.04,
    /** A frame's claimed time on the screen's clock may lag its arrival by this much (network, queues); more, and it is not used. */
    maxLagMs: 2_000,
    /** A frame cannot claim a time later than its arrival by more than this (clock steps, rounding). */
    maxLeadMs: 150,
    /** Frames after the challenge passed, waiting for the light's verdict, before the attempt ends as not live (the last look needs ≈ 32 frames of a still head). */
    extraFrames: 40,
    /**
     * A colour's frames come 300 ms apart, 250 and 550 ms into it (the page's stream-frames.ts).
     * After the challenge, a frame earlier than this into its colour, right after a frame later
     * than this that counts at every camera delay tried (screen-light-check.ts `servesEveryLag`),
     * is answered without an analysis: its colour's later frame follows, and the looks count
     * colour periods, not frames, so the verdict comes as soon. It halves the analyses of the
     * frames that wait for the light (docs/liveness.md, the login's CPU). On a busy page the
     * colours go up late and the later frames come less than 500 ms into theirs, where the 300 ms
     * delay would not count them: then the earlier frames are analysed too, or that delay would
     * never gather the colour periods a look needs. A camera late enough that every frame is
     * early into its colour keeps all of them analysed as well.
     */
    laterFrameFromMs: 400,
  },
} as const;
