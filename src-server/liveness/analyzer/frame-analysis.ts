import type { HintCode } from '../../../src-domain/liveness/hint-codes.ts';
import type { Planarity } from '../presentation/flat-check.ts';
import type { FaceLandmarks } from './face-landmarks.ts';
import type { LightSample } from './face-light.ts';
import type { Rect } from './rect.ts';

/** What one camera frame showed: measured by analyze-frame.ts, judged by assess-frame.ts and the challenge. */
export interface FaceMeasure {
  /** Detector box in pixels of the image as sent (the stats frame's `faceRect`). */
  rect: Rect;
  /** Box height / guide-frame height (guide-frame.ts): ≈ 0.9 at a normal distance. */
  sizeRatio: number;
  /** Face centre minus guide centre, in guide widths / heights; +x is image right, +y down. */
  offsetX: number;
  offsetY: number;
  /** Positive: the head leans toward the person's own left shoulder (clockwise in the raw image). */
  rollDeg: number;
  /** Positive: the person turned toward their own right. */
  yawDeg: number;
  /** Positive: the face points down (chin toward the chest). */
  pitchDeg: number;
  /** The mesh points the flat check and the eye hint use, in analysis pixels; null without a mesh. */
  landmarks: FaceLandmarks | null;
  /** The face's and the room's mean colour: what the screen's light does to them (presentation/screen-light-check.ts). */
  light: LightSample;
  /** Share of the face's pixels at the sensor's limit (glare, code 7). */
  glare: number;
  /** Brightness-normalised variance of the Laplacian of the face (sharpness.ts); null if not measurable. */
  sharpness: number | null;
  /** Mean luma of the face, 0–255. */
  luma: number;
  /** |left − right| / brighter side, luma of the two halves of the face, 0–1. */
  unevenness: number;
  /** Human's anti-spoof / liveness model scores, when enabled (not used to decide: docs/liveness.md). */
  real: number | null;
  live: number | null;
  /** Face descriptor, computed only when the session asked for it (AnalyzeOptions.describe). */
  embedding: number[] | null;
}

export interface FrameAnalysis {
  sourceWidth: number;
  sourceHeight: number;
  /** Mean luma of the whole frame; null when the image could not be decoded. */
  frameLuma: number | null;
  /** Distinct faces found. */
  faceCount: number;
  /** The largest face. */
  face: FaceMeasure | null;
  /**
   * The face compared with a reference frame's (AnalyzeOptions.planeReference): whether one plane
   * explains both. Null when not asked for or not measurable.
   */
  planarity: Planarity | null;
  /** Problems that block any step (spec §8 codes), most important first. */
  qualityErrors: HintCode[];
  /** Milliseconds: decode (sharp), detect (Human, with the descriptor when asked), measure (light, sharpness). */
  timings: { decodeMs: number; detectMs: number; measureMs: number; totalMs: number };
}
