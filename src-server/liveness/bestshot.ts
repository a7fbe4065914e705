import sharp from 'sharp';
import { clampRect, type Rect } from './analyzer/rect.ts';

/** Longest side of the bestshot: enough to recognise the person, small enough for a JWT claim (≈ 10 KB). */
const BESTSHOT_MAX_SIDE = 240;

/** The face with some margin, downscaled, as a JPEG data URL (the token's `bestshot` claim). */
export async function makeBestshot(image: Uint8Array, face: Rect): Promise<string> {
  const decoded = sharp(image, { failOn: 'error' });
  const { width = 0, height = 0 } = await decoded.metadata();
  const margin = 0.25;
  const area = clampRect(
    { x: face.x - face.width * margin, y: face.y - face.height * margin, width: face.width * (1 + 2 * margin), height: face.height * (1 + 2 * margin) },
    width,
    height,
  );
  const jpeg = await decoded
    .extract({ left: area.x, top: area.y, width: Math.max(1, area.width), height: Math.max(1, area.height) })
    .resize({ width: BESTSHOT_MAX_SIDE, height: BESTSHOT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
