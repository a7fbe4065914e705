/**
 * Limits of the active challenge. Size is the face box height over the guide height
 * (guide-frame.ts); roll is degrees, positive toward the user's own left shoulder. Measured on
 * generated frames (docs/liveness.md): a normal sitting distance gives ≈ 0.9, leaning in ≈ 1.5;
 * rotating a photo by θ moves the detector's roll by θ ± 2°.
 */
export const CHALLENGE = {
  /** Normal distance band (tilt and neutral steps): below → 12 move closer, above → 38 move farther. */
  sizeMin: 0.6,
  sizeNormalMax: 1.2,
  /**
   * The "come closer" step: the face must grow past this, just above the normal band (≈ 1.35×
   * a normal distance)… The leaning-in fixtures measure 1.25–1.76 with the short-range detector
   * (the lowest a face cut by the frame's edges); 1.35 left that one out
   * (docs/decisions/0053-face-analysis-speed.md).
   */
  closerMin: 1.22,
  /** …but stay inside the image. */
  closerMax: 1.9,
  /** A tilt step needs the head leaning at least this far to the asked side (a still photo never does). */
  tiltMinDeg: 15,
  /**
   * A turn step needs the face turned at least this far to the asked side, either from the
   * camera (Human's yaw) or from the face before the turn, and always turnFromReferenceDeg
   * further than that face: enough out of the image plane that a head's nose and cheeks move
   * apart (the flat check, docs/liveness.md). "Either" so that a face looking straight a little
   * to one side (the demo heads: −9…+22°) need not turn further one way than the other.
   */
  turnMinDeg: 15,
  turnFromReferenceDeg: 10,
  /** … but not so far that the mesh loses the far side of the face (else the hint to turn back). */
  turnMaxDeg: 45,
  /** Neutral and "closer" steps: head upright within this roll (else 63 look straight). */
  uprightMaxDeg: 10,
  /**
   * The neutral step: the face within this many degrees of its yaw before the turn (else 63 look
   * straight). Its frames give the bestshot the face match reads, and a face still turned (a
   * counted turn is at least turnFromReferenceDeg away) matches its own frontal face at only
   * 0.48–0.88 (samePersonMin below). Measured against the face's own straight yaw, not 0°: the
   * demo heads look straight at −9…+22° (Human's yaw).
   */
  neutralMaxYawFromReferenceDeg: 8,
  /** Consecutive frames (≈ 300 ms apart) a step must hold: one lucky frame is not enough. One of them, once per step, is checked to be the same person. */
  holdFrames: 2,
  /** Frames in a row without exactly one usable face before the challenge starts over. */
  maxMissingFrames: 4,
  /**
   * Between two analysed frames (≈ 300 ms) the face centre may move this many face-box sizes …
   * (leaning in from a tilt to "closer" measured ×2.06 in size, so real moves stay well inside)
   */
  maxJumpBoxes: 1.5,
  /** … and its size change by at most this factor; more is another picture, not a moving head. */
  maxSizeChange: 2.5,
  /**
   * Cosine similarity of two descriptors of one person: the sample face tilted, scaled, darkened,
   * blurred 0.91–0.95, other people of the sample photos 0.33–0.61. Not asked of a turn: the test
   * heads turned 30–45° measured 0.48–0.88 against their own frontal face, other people 0.21–0.67,
   * so a turned face's descriptor cannot tell one from the other.
   */
  samePersonMin: 0.75,
} as const;
