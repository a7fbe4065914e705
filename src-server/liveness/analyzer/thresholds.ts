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
} as const;
