import { describe, expect, it } from 'vitest';
import { assessFrame, type FrameMeasures } from './assess-frame.ts';

const GOOD_FACE = { sizeRatio: 0.9, offsetX: 0, offsetY: 0, yawDeg: 5, sharpness: 50, luma: 140, unevenness: 0.05 };
const measures = (face: Partial<typeof GOOD_FACE> | null, frame: Partial<FrameMeasures> = {}): FrameMeasures => ({
  frameLuma: 120,
  faceCount: face ? 1 : 0,
  face: face ? { ...GOOD_FACE, ...face } : null,
  ...frame,
});

describe('assessFrame: frame quality as spec §8 hint codes (thresholds in thresholds.ts)', () => {
  it.each<[string, FrameMeasures, number[]]>([
    ['a good frame', measures({}), []],
    ['no face', measures(null), [8]],
    ['two faces', measures({}, { faceCount: 2 }), [9]],
    ['a black frame without a face: light first, then 8', measures(null, { frameLuma: 10 }), [4, 8]],
    ['a saturated frame', measures({ luma: 250 }, { frameLuma: 245 }), [5]],
    ['a dim face in a lit room (backlight)', measures({ luma: 50 }), [4]],
    ['an overexposed face', measures({ luma: 230 }), [5]],
    ['a blurred face', measures({ sharpness: 5 }), [3]],
    ['a face lit from one side', measures({ unevenness: 0.5 }), [6]],
    ['a tiny face: only distance and position', measures({ sizeRatio: 0.3, sharpness: 1, unevenness: 0.9, offsetX: 0.5 }), [13, 15]],
    ['face on the image right', measures({ offsetX: 0.4 }), [15]],
    ['face on the image left', measures({ offsetX: -0.4 }), [17]],
    ['face low', measures({ offsetY: 0.3 }), [14]],
    ['face high', measures({ offsetY: -0.3 }), [16]],
    ['head turned to the person’s right', measures({ yawDeg: 35 }), [20]],
    ['head turned to the person’s left', measures({ yawDeg: -35 }), [19]],
    ['several problems, most important first', measures({ luma: 40, offsetX: 0.5, sharpness: 2 }), [4, 15, 3]],
  ])('%s → %j', (_name, input, codes) => {
    expect(assessFrame(input)).toEqual(codes);
  });
});
