/**
 * Frame-quality thresholds. Each was chosen from measurements of generated frames (a sample
 * face made darker, brighter, blurred, shadowed, smaller) and of ten genuine faces from the
 * sample photos, all as 640×480 JPEG at quality 60; the table is in docs/liveness.md.
 */
export const QUALITY = {
  /** Whole-frame mean luma: below, nothing can be seen (code 4); above, the sensor is saturated (code 5). */
  frameDarkLuma: 40,
  frameBrightLuma: 235,
  /** Face mean luma: genuine faces measured 87–150; ×0.4 light gave 59, ×1.8 gave 229. */
  faceDarkLuma: 60,
  faceBrightLuma: 225,
  /** Sharpness (1e4 · Laplacian variance / mean²): genuine faces 24–372; blur σ 2 → 8, σ 2.5 → 6, σ 3 → 5; tilted fixtures ≥ 12. */
  blurredBelow: 7,
  /** Left/right luma difference over the brighter half: genuine 0.03–0.34 (one side-lit face 0.54); a 70 % shadow gives 0.47. */
  unevenAbove: 0.4,
  /** Face box below 40 % of the guide height (≈ 100 px at 640×480): too few pixels to judge (code 13). */
  tinyFaceRatio: 0.4,
  /** Off-centre: face centre beyond these fractions of the guide size (codes 14–17). */
  offCentreX: 0.35,
  offCentreY: 0.25,
  /** Head turned further than this (codes 19/20); genuine frontal faces measured |yaw| ≤ 20°. */
  maxYawDeg: 30,
  /**
   * Glare (code 7): this share of the face's pixels at the sensor's limit. Faces of the sample
   * photos and the test heads have none; two lamp spots on a test head measured 1.9–4 %.
   */
  glareAbove: 0.012,
  /**
   * Chin (codes 23/24), Human's pitch (positive: the face points down). The test heads read
   * 3–18° facing the camera; bowed 45° 21–29°, raised 45° −19–0°, raised 60° down to −19° or lost
   * (the mesh reads well under half of a nod): only a clear nod is told.
   */
  chinDownAbove: 26,
  chinUpBelow: -15,
  /** Eyes shut (code 51): the iris model's eye aspect ratio; open 0.30–0.40, shut 0.13–0.22 on the test heads. */
  eyesShutBelow: 0.26,
} as const;
