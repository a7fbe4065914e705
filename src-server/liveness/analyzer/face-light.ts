import type { DecodedFrame } from './decode-frame.ts';
import { clampRect, type Rect } from './rect.ts';

/** Mean sRGB of a region, 0–255 a channel. */
export type MeanRgb = [number, number, number];

/**
 * What the screen's light did to one frame: the mean colour of the face's inner part (the
 * region face-crop.ts measures) and of the room around the head (the frame beside and above
 * the face, away from the hair and shoulders). Their chromaticities, compared over frames,
 * say whether the face reflects the colours the screen shows (presentation/screen-light-check.ts).
 */
export interface LightSample {
  face: MeanRgb;
  /** Null when the face fills the frame and nothing of the room is left to compare with. */
  surround: MeanRgb | null;
}

function mean(frame: DecodedFrame, keep: (x: number, y: number) => boolean, step: number): { rgb: MeanRgb; count: number } {
  const sum: MeanRgb = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < frame.height; y += step) {
    for (let x = 0; x < frame.width; x += step) {
      if (!keep(x, y)) continue;
      const i = (y * frame.width + x) * 3;
      sum[0] += frame.rgb[i] ?? 0;
      sum[1] += frame.rgb[i + 1] ?? 0;
      sum[2] += frame.rgb[i + 2] ?? 0;
      count += 1;
    }
  }
  return { rgb: count > 0 ? [sum[0] / count, sum[1] / count, sum[2] / count] : [0, 0, 0], count };
}

/** The face's and the room's mean colour in a decoded frame (face box in analysis pixels). */
export function lightSample(frame: DecodedFrame, box: Rect): LightSample {
  const inner = clampRect(
    { x: box.x + box.width * 0.2, y: box.y + box.height * 0.2, width: box.width * 0.6, height: box.height * 0.65 },
    frame.width,
    frame.height,
  );
  const face = mean(frame, (x, y) => x >= inner.x && x < inner.x + inner.width && y >= inner.y && y < inner.y + inner.height, 2);
  // Around the head: outside the face box grown by 60 % each way (hair, ears), not below the chin (shoulders, clothes).
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const halfWidth = box.width * 0.8;
  const halfHeight = box.height * 0.8;
  const bottom = box.y + box.height;
  const room = mean(frame, (x, y) => y < bottom && (Math.abs(x - cx) > halfWidth || Math.abs(y - cy) > halfHeight), 4);
  return { face: face.rgb, surround: room.count >= 200 ? room.rgb : null };
}

/** Share of the face crop's pixels at or near the sensor's limit: a light source's glare on skin (spec §8 code 7). */
export function glareShare(grey: Uint8Array): number {
  let bright = 0;
  for (const value of grey) if (value >= 250) bright += 1;
  return grey.length > 0 ? bright / grey.length : 0;
}
