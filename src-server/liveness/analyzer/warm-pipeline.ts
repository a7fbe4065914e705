import sharp from 'sharp';
import type { AnalyzeOptions } from './analyze-frame.ts';
import type { FaceAnalyzer } from './face-analyzer.ts';

/**
 * A face drawn in SVG: skin, hair, eyes, brows, nose, mouth, ears, in a webcam's proportions.
 * The detector and the mesh find it (one face, level and frontal), so it takes a frame through
 * every stage a person's frame takes, and it is nobody's photo: the server ships no face image.
 */
function drawnFace(tiltDeg: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
<defs><radialGradient id="skin" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#e8b898"/><stop offset="1" stop-color="#a86a4a"/></radialGradient>
<radialGradient id="wall" cx="50%" cy="50%" r="70%"><stop offset="0" stop-color="#9aa4ad"/><stop offset="1" stop-color="#4a5058"/></radialGradient></defs>
<rect width="640" height="480" fill="url(#wall)"/>
<g transform="rotate(${tiltDeg} 320 240)">
<ellipse cx="320" cy="400" rx="170" ry="90" fill="#2a3a5a"/>
<rect x="285" y="300" width="70" height="80" fill="#c08a6a"/>
<ellipse cx="320" cy="230" rx="92" ry="120" fill="url(#skin)"/>
<path d="M228 200 Q320 80 412 200 Q400 110 320 100 Q240 110 228 200Z" fill="#2a1a10"/>
<ellipse cx="285" cy="215" rx="16" ry="8" fill="#fff"/><circle cx="285" cy="215" r="6" fill="#3a2a1a"/>
<ellipse cx="355" cy="215" rx="16" ry="8" fill="#fff"/><circle cx="355" cy="215" r="6" fill="#3a2a1a"/>
<path d="M265 198 Q285 188 305 198" stroke="#2a1a10" stroke-width="5" fill="none"/>
<path d="M335 198 Q355 188 375 198" stroke="#2a1a10" stroke-width="5" fill="none"/>
<path d="M320 220 L310 265 Q320 272 330 265 Z" fill="#b07858"/>
<path d="M292 295 Q320 310 348 295 Q320 302 292 295Z" fill="#8a3a3a" stroke="#7a2a2a" stroke-width="3"/>
<ellipse cx="228" cy="235" rx="10" ry="22" fill="#c08a6a"/><ellipse cx="412" cy="235" rx="10" ry="22" fill="#c08a6a"/>
</g></svg>`;
}

/** The drawn face as a 640×480 camera JPEG, level or with the head tilted. */
export function drawnFaceFrame(tiltDeg = 0): Promise<Buffer> {
  return sharp(Buffer.from(drawnFace(tiltDeg)))
    .blur(1.2)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Frames of the drawn face a fresh analyzer goes through before it takes a person's. */
export const WARM_FRAMES = 12;

/**
 * Runs the whole analysis on drawn-face frames: level ones, tilted ones and, last, a tilted one
 * with the descriptor (the only kind that turns the frame upright, detect-faces.ts). Warming each
 * model on zeros (`warm-models.ts`) left the first frames of a fresh worker at about twice the
 * steady time: the code around the models (decode, crops, rotation, the face's measures) runs
 * slowly until the engine has optimised it, and that was the first citizen's face check
 * (docs/decisions/0053-face-analysis-speed.md).
 */
export async function warmPipeline(analyzer: FaceAnalyzer): Promise<void> {
  const [level, tilted] = await Promise.all([drawnFaceFrame(0), drawnFaceFrame(20)]);
  const first = await analyzer.analyze(level, { describe: false });
  const landmarks = first.face?.landmarks;
  // The presentation checks' code too: the eyes read (the neutral step's frames) and the flat check (a turn's).
  const reference = landmarks ? { image: level, landmarks: { plane: landmarks.plane, oval: landmarks.oval } } : undefined;
  for (let i = 1; i < WARM_FRAMES - 1; i += 1) {
    const options: AnalyzeOptions = { describe: false, eyes: i % 4 === 1, planeReference: i % 4 === 2 ? reference : undefined };
    await analyzer.analyze(i % 4 === 3 ? tilted : level, options);
  }
  await analyzer.analyze(tilted, { describe: true });
}
