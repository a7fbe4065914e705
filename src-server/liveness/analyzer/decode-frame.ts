import sharp from 'sharp';

/** Frames are analysed at most at the spec's webcam minimum (§9: 640×480); larger ones are downscaled first. */
export const ANALYSIS_MAX_WIDTH = 640;
export const ANALYSIS_MAX_HEIGHT = 480;
/** A 512 KiB JPEG can still declare a huge canvas (a decompression bomb); 4K is plenty for a webcam. */
const MAX_SOURCE_PIXELS = 3840 * 2160;
/** Below this the face cannot be measured (spec §8 code 30, low frame quality). */
export const MIN_SOURCE_WIDTH = 320;
export const MIN_SOURCE_HEIGHT = 240;

export interface DecodedFrame {
  /** RGB, 3 bytes per pixel, row-major, at the analysis size. */
  rgb: Uint8Array;
  width: number;
  height: number;
  /** Size of the image the client sent; `faceRect` is reported in these pixels. */
  sourceWidth: number;
  sourceHeight: number;
}

export type DecodeResult = { ok: true; frame: DecodedFrame } | { ok: false; reason: 'undecodable' | 'unsupported_format' | 'too_small' | 'too_large' };

/** Decodes a JPEG or PNG camera frame and downscales it for analysis (sharp, off the event loop). */
export async function decodeFrame(image: Uint8Array): Promise<DecodeResult> {
  const options = { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' as const };
  let meta;
  try {
    meta = await sharp(image, options).metadata();
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') return { ok: false, reason: 'unsupported_format' };
  const { width: sourceWidth, height: sourceHeight } = meta;
  if (sourceWidth < MIN_SOURCE_WIDTH || sourceHeight < MIN_SOURCE_HEIGHT) return { ok: false, reason: 'too_small' };
  if (sourceWidth * sourceHeight > MAX_SOURCE_PIXELS) return { ok: false, reason: 'too_large' };
  try {
    const { data, info } = await sharp(image, options)
      .resize({ width: ANALYSIS_MAX_WIDTH, height: ANALYSIS_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      frame: { rgb: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, sourceWidth, sourceHeight },
    };
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
}
