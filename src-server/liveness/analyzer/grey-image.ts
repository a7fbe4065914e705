import sharp from 'sharp';
import type { GreyImage } from '../presentation/plane-alignment.ts';
import type { DecodedFrame } from './decode-frame.ts';

/** The frame in grey (BT.601, as sharp converts), lightly blurred (σ 1) so one pixel's JPEG noise does not steer an alignment. */
export async function greyImage(frame: DecodedFrame): Promise<GreyImage> {
  const data = await sharp(frame.rgb, { raw: { width: frame.width, height: frame.height, channels: 3 } })
    .greyscale()
    .blur(1)
    .raw()
    .toBuffer();
  return { data: Float32Array.from(data), width: frame.width, height: frame.height };
}
