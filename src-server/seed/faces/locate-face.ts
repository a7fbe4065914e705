import sharp from 'sharp';
import type { FaceAnalyzer } from '../../liveness/analyzer/face-analyzer.ts';
import type { FacePlacement } from './face-portrait.ts';
import { sampleFacePhotoPath, type SampleFace } from './sample-faces.ts';

/**
 * The regions searched around the expected face, in face sizes from its centre: a tight one
 * first (neighbours stay mostly outside), then a wider one (a face in profile needs context).
 */
const SEARCH_HALF_SIDES = [0.9, 1.3];
/** How far the detected centre may lie from the expected one, in face sizes. */
const MAX_CENTRE_SHIFT = 0.3;

/**
 * Finds one face of a sample photo with the live check's own detector: a region around where the
 * table says it is goes through `analyzer` (the worker that analyses camera frames), and the
 * detector's box and roll are what the portrait is cut by. Throws when the detector does not
 * see that face there (another package version, another photo): better no demo than a wrong face.
 */
export async function locateFace(analyzer: FaceAnalyzer, face: SampleFace): Promise<FacePlacement> {
  const file = sampleFacePhotoPath(face);
  const { width = 0, height = 0 } = await sharp(file).metadata();
  for (const halfSide of SEARCH_HALF_SIDES) {
    const half = Math.round(face.size * halfSide);
    const left = Math.max(0, face.centreX - half);
    const top = Math.max(0, face.centreY - half);
    const region = { left, top, width: Math.min(width, face.centreX + half) - left, height: Math.min(height, face.centreY + half) - top };
    const jpeg = await sharp(file).extract(region).jpeg({ quality: 95 }).toBuffer();
    const { face: found } = await analyzer.analyze(jpeg, { describe: false });
    if (!found) continue;
    const centreX = region.left + found.rect.x + found.rect.width / 2;
    const centreY = region.top + found.rect.y + found.rect.height / 2;
    if (Math.hypot(centreX - face.centreX, centreY - face.centreY) > face.size * MAX_CENTRE_SHIFT) continue;
    return { centreX, centreY, size: found.rect.height, rollDeg: found.rollDeg };
  }
  throw new Error(`the detector did not find the face of ${face.file} expected at ${face.centreX},${face.centreY}`);
}
