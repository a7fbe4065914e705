import { createHash } from 'node:crypto';
import { guideRect } from '../../../src-domain/liveness/guide-frame.ts';
import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { assessFrame } from './assess-frame.ts';
import { decodeFrame, type DecodedFrame } from './decode-frame.ts';
import { detectFaces, type DetectedFace, type FaceDetectors } from './detect-faces.ts';
import { distinctFaces } from './distinct-faces.ts';
import { FACE_CROP_SIZE, faceGreyCrop } from './face-crop.ts';
import { glareShare, lightSample } from './face-light.ts';
import type { FaceMeasure, FrameAnalysis } from './frame-analysis.ts';
import { greyImage } from './grey-image.ts';
import { measurePlanarity, type Planarity, type PlaneLandmarks } from '../presentation/flat-check.ts';
import type { GreyImage } from '../presentation/plane-alignment.ts';
import { meanLumaRgb, sideLuma } from './luma.ts';
import { rectCentre, roundRect, scaleRect } from './rect.ts';
import { laplacianVariance } from './sharpness.ts';

export interface AnalyzeOptions {
  /**
   * Also compute the face descriptor (≈ 100 ms more). The session asks for it once per challenge
   * step, on the frame that may complete it (challenge-machine.ts), and for the best frame.
   */
  describe: boolean;
  /** Read whether the eyes are open (the iris model; the neutral step's frames, which give the bestshot). */
  eyes?: boolean;
  /**
   * Compare the face with this earlier frame's (the same person facing the camera): the flat
   * check of a "turn" step (presentation/flat-check.ts; the reference is decoded once a turn).
   */
  planeReference?: PlaneReference;
}

/** An earlier frame of the attempt and the landmarks its analysis gave. */
export interface PlaneReference {
  image: Uint8Array;
  landmarks: PlaneLandmarks;
}

async function measureFace(frame: DecodedFrame, face: DetectedFace): Promise<FaceMeasure> {
  const guide = guideRect(frame.width, frame.height);
  const centre = rectCentre(face.box);
  const grey = await faceGreyCrop(frame, face.box);
  const sides = grey ? sideLuma(grey, FACE_CROP_SIZE, FACE_CROP_SIZE) : null;
  const luma = sides?.mean ?? 0;
  const brighter = sides ? Math.max(sides.left, sides.right, 1) : 1;
  return {
    rect: roundRect(scaleRect(face.box, frame.sourceWidth / frame.width)),
    sizeRatio: face.box.height / guide.height,
    offsetX: (centre.x - (guide.x + guide.width / 2)) / guide.width,
    offsetY: (centre.y - (guide.y + guide.height / 2)) / guide.height,
    rollDeg: face.rollDeg,
    yawDeg: face.yawDeg,
    pitchDeg: face.pitchDeg,
    landmarks: face.landmarks,
    light: lightSample(frame, face.box),
    glare: grey ? glareShare(grey) : 0,
    // Normalised by mean² so that dimming the light does not read as blur (gain-invariant).
    sharpness: grey && luma > 0 ? (1e4 * laplacianVariance(grey, FACE_CROP_SIZE, FACE_CROP_SIZE)) / (luma * luma) : null,
    luma,
    unevenness: sides ? Math.abs(sides.left - sides.right) / brighter : 0,
    real: face.real,
    live: face.live,
    embedding: face.embedding,
  };
}

/**
 * The reference frames' grey images, by the JPEG's hash: every frame of a turn is compared with
 * the same reference, which is decoded and converted once, not once a frame. A few entries: one
 * per login in progress on this worker.
 */
const referenceGreys = new Map<string, GreyImage | null>();
const REFERENCE_CACHE_SIZE = 8;

async function referenceGrey(image: Uint8Array): Promise<GreyImage | null> {
  const key = createHash('sha1').update(image).digest('base64');
  const cached = referenceGreys.get(key);
  if (cached !== undefined) return cached;
  const decoded = await decodeFrame(image);
  const grey = decoded.ok ? await greyImage(decoded.frame) : null;
  referenceGreys.set(key, grey);
  if (referenceGreys.size > REFERENCE_CACHE_SIZE) referenceGreys.delete(referenceGreys.keys().next().value ?? key);
  return grey;
}

/** The flat check's measure between the reference frame and this one (null when the reference cannot be read). */
async function comparePlanes(reference: PlaneReference, frame: DecodedFrame, landmarks: PlaneLandmarks): Promise<Planarity | null> {
  const before = await referenceGrey(reference.image);
  if (!before || before.width !== frame.width || before.height !== frame.height) return null;
  return measurePlanarity(before, reference.landmarks, await greyImage(frame), landmarks);
}

/** Decodes and analyses one camera frame: faces, light, sharpness, position, pose. */
export async function analyzeFrame(detectors: FaceDetectors, image: Uint8Array, options: AnalyzeOptions): Promise<FrameAnalysis> {
  const started = performance.now();
  const decoded = await decodeFrame(image);
  const decodedAt = performance.now();
  if (!decoded.ok) {
    const ms = decodedAt - started;
    return {
      sourceWidth: 0,
      sourceHeight: 0,
      frameLuma: null,
      faceCount: 0,
      face: null,
      planarity: null,
      qualityErrors: [HINT.lowFrameQuality],
      timings: { decodeMs: ms, detectMs: 0, measureMs: 0, totalMs: ms },
    };
  }
  const { frame } = decoded;
  const faces = distinctFaces(await detectFaces(detectors, frame, { describe: options.describe, eyes: options.eyes ?? false }));
  const detectedAt = performance.now();
  const main = faces[0];
  const face = main ? await measureFace(frame, main) : null;
  const planarity = options.planeReference && main?.landmarks && faces.length === 1 ? await comparePlanes(options.planeReference, frame, main.landmarks) : null;
  const frameLuma = meanLumaRgb(frame.rgb, frame.width, frame.height);
  const qualityErrors = assessFrame({ frameLuma, faceCount: faces.length, face: face && { ...face, eyeOpenness: face.landmarks?.eyeOpenness ?? null } });
  const finished = performance.now();
  return {
    sourceWidth: frame.sourceWidth,
    sourceHeight: frame.sourceHeight,
    frameLuma,
    faceCount: faces.length,
    face,
    planarity,
    qualityErrors,
    timings: { decodeMs: decodedAt - started, detectMs: detectedAt - decodedAt, measureMs: finished - detectedAt, totalMs: finished - started },
  };
}
