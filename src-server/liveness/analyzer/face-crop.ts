import sharp from 'sharp';
import type { DecodedFrame } from './decode-frame.ts';
import { clampRect, type Rect } from './rect.ts';

/** Side of the square the face is resampled to, so sharpness and light compare across face sizes. */
export const FACE_CROP_SIZE = 128;

/**
 * The inner part of a detected face box (the detector's box is padded with hair and
 * background), greyscale, resampled to FACE_CROP_SIZE². Null when the box is off the image.
 */
export async function faceGreyCrop(frame: DecodedFrame, box: Rect): Promise<Uint8Array | null> {
  const inner = clampRect(
    { x: box.x + box.width * 0.2, y: box.y + box.height * 0.2, width: box.width * 0.6, height: box.height * 0.65 },
    frame.width,
    frame.height,
  );
  if (inner.width < 8 || inner.height < 8) return null;
  const data = await sharp(frame.rgb, { raw: { width: frame.width, height: frame.height, channels: 3 } })
    .extract({ left: inner.x, top: inner.y, width: inner.width, height: inner.height })
    .resize(FACE_CROP_SIZE, FACE_CROP_SIZE, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
