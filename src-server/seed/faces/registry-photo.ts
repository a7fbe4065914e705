import sharp from 'sharp';
import type { FaceAnalyzer } from '../../liveness/analyzer/face-analyzer.ts';
import { cutFacePortrait, type PortraitFrame } from './face-portrait.ts';
import { locateFace } from './locate-face.ts';
import { sampleFacePhotoPath, type SampleFace } from './sample-faces.ts';

/**
 * A registry photo as passport photos are taken: 3:4, head upright, the face box half the
 * height, a little above the middle. 360×480 is above the analyzer's 320×240 minimum and below
 * its 640×480 analysis size, so the photo is analysed as it is stored.
 */
export const REGISTRY_PHOTO_FRAME: PortraitFrame = { width: 360, height: 480, faceShare: 0.5, faceOffsetY: -0.05 };

/** JPEG quality of a stored photo (≈ 30 KB at 360×480). */
const REGISTRY_PHOTO_QUALITY = 90;

/** One face of a sample photo, found by the detector, cut as a registry photo (JPEG). */
export async function cutRegistryPhoto(analyzer: FaceAnalyzer, face: SampleFace): Promise<Buffer> {
  const placement = await locateFace(analyzer, face);
  const portrait = await cutFacePortrait(sampleFacePhotoPath(face), placement, REGISTRY_PHOTO_FRAME);
  return sharp(portrait).jpeg({ quality: REGISTRY_PHOTO_QUALITY }).toBuffer();
}
