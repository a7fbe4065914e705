import { createRequire } from 'node:module';
import type * as TfCore from '@tensorflow/tfjs-core';
import type { Human } from '@vladmandic/human';
import type { DecodedFrame } from './decode-frame.ts';
import { faceLandmarks, type FaceLandmarks } from './face-landmarks.ts';
import type { Rect } from './rect.ts';

// Human's build calls require('@tensorflow/tfjs-core'); use the very same module instance.
const tf = createRequire(import.meta.url)('@tensorflow/tfjs-core') as typeof TfCore;

const RAD_TO_DEG = 180 / Math.PI;

export interface DetectedFace {
  /** In analysis pixels. */
  box: Rect;
  score: number;
  /** Human's mesh roll: positive when the head turns clockwise in the raw image, i.e. leans to the person's own left. */
  rollDeg: number;
  /** Positive when the face points to the image left, i.e. the person turned to their own right. */
  yawDeg: number;
  /** Positive when the face points down (chin toward the chest), as Human's mesh reads it. */
  pitchDeg: number;
  /** The mesh points the presentation checks and the eye hints use (face-landmarks.ts); null without a mesh. */
  landmarks: FaceLandmarks | null;
  /** Human's anti-spoof and liveness model outputs, 0..1 (measured, not decisive: docs/liveness.md). */
  real: number | null;
  live: number | null;
  /** 1024-value face descriptor when asked for, to tell whether two frames show the same person. */
  embedding: number[] | null;
}

/** One Human instance per face detector (human-loader.ts): the short-range one first. */
export interface FaceDetectors {
  near: Human;
  full: Human;
}

/** What to run beyond the detector and the mesh. */
export interface DetectOptions {
  /** The face descriptor (≈ 100 ms). */
  describe: boolean;
  /** The iris model, to read whether the eyes are open (a few ms). */
  eyes: boolean;
}

async function detectWith(human: Human, input: TfCore.Tensor3D, { describe, eyes }: DetectOptions): Promise<DetectedFace[]> {
  // Human's `rotation` turns the whole frame upright around a tilted face before the mesh
  // (≈ 5 ms a frame, the slowest kernel of a tilted head). Only the descriptor needs the
  // upright crop; the mesh measures roll as well without it (docs/decisions/0053-face-analysis-speed.md).
  const result = await human.detect(input, { face: { detector: { rotation: describe }, description: { enabled: describe }, iris: { enabled: eyes } } });
  if (result.error) throw new Error(`face detector: ${result.error}`);
  return result.face.map((face) => ({
    box: { x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3] },
    score: face.score,
    rollDeg: (face.rotation?.angle.roll ?? 0) * RAD_TO_DEG,
    yawDeg: (face.rotation?.angle.yaw ?? 0) * RAD_TO_DEG,
    pitchDeg: (face.rotation?.angle.pitch ?? 0) * RAD_TO_DEG,
    landmarks: faceLandmarks(face.mesh, eyes),
    real: face.real ?? null,
    live: face.live ?? null,
    embedding: describe && face.embedding && face.embedding.length > 0 ? Array.from(face.embedding) : null,
  }));
}

/**
 * Runs Human on one decoded frame: the short-range detector, and the full-range one only when
 * the first finds no face (a face too small for it, or really none), so that "move closer"
 * (13) still answers a distant face (docs/decisions/0053-face-analysis-speed.md).
 * `describe` adds the descriptor model on the faces found (≈ 100 ms more).
 */
export async function detectFaces(detectors: FaceDetectors, frame: DecodedFrame, options: DetectOptions): Promise<DetectedFace[]> {
  const input = tf.tensor3d(frame.rgb, [frame.height, frame.width, 3], 'int32');
  try {
    const near = await detectWith(detectors.near, input, options);
    return near.length > 0 ? near : await detectWith(detectors.full, input, options);
  } finally {
    tf.dispose(input);
  }
}
