import sharp from 'sharp';

/** Where a face is in a photo: centre and face box height in pixels, roll in degrees (positive: leaning to the person's own left, clockwise in the image). */
export interface FacePlacement {
  centreX: number;
  centreY: number;
  size: number;
  rollDeg: number;
}

/** The picture to cut: its size, how tall the face box is in it, and how far below the picture's centre the face's centre sits. */
export interface PortraitFrame {
  width: number;
  height: number;
  /** Face box height / picture height. */
  faceShare: number;
  /** Face centre below the picture's centre, as a share of the picture height (negative: above). */
  faceOffsetY: number;
}

/**
 * Cuts an upright portrait of one face out of a (group) photo: the face is turned back by its
 * roll, scaled so its box fills `faceShare` of the height, and centred horizontally. Parts of
 * the picture beyond the photo's edge repeat the edge pixels. PNG, so cutting adds no JPEG loss.
 */
export async function cutFacePortrait(photo: string | Buffer, face: FacePlacement, frame: PortraitFrame): Promise<Buffer> {
  const scale = (frame.height * frame.faceShare) / face.size;
  const window = { width: frame.width / scale, height: frame.height / scale };
  // A square around the face large enough to hold the window at any rotation.
  const side = Math.ceil(Math.hypot(window.width, window.height) + Math.abs(frame.faceOffsetY) * 2 * window.height) + 4;
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const left = Math.round(face.centreX - side / 2);
  const top = Math.round(face.centreY - side / 2);
  const inside = {
    left: Math.max(0, left),
    top: Math.max(0, top),
    width: Math.min(width, left + side) - Math.max(0, left),
    height: Math.min(height, top + side) - Math.max(0, top),
  };
  const square = await sharp(photo)
    .extract(inside)
    .extend({
      left: inside.left - left,
      top: inside.top - top,
      right: left + side - (inside.left + inside.width),
      bottom: top + side - (inside.top + inside.height),
      extendWith: 'copy',
    })
    .toBuffer();
  // sharp turns clockwise for positive angles about the centre (the face's centre here).
  const { data, info } = await sharp(square).rotate(-face.rollDeg, { background: '#808080' }).toBuffer({ resolveWithObject: true });
  const cut = {
    left: Math.round(info.width / 2 - window.width / 2),
    top: Math.round(info.height / 2 - window.height / 2 - frame.faceOffsetY * window.height),
    width: Math.round(window.width),
    height: Math.round(window.height),
  };
  return sharp(data).extract(cut).resize(frame.width, frame.height, { fit: 'fill' }).png().toBuffer();
}
