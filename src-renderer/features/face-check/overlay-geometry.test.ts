import { describe, expect, it } from 'vitest';
import { HINT_ARROW_OFFSET } from '../../../src-domain/constants.ts';
import { hintFor } from '../../../src-domain/liveness/face-hints.ts';
import { arrowPlacements, containBox, normalizeAngle, screenGuide, toScreen, type ArrowPlacement, type Box } from './overlay-geometry.ts';

const image = { width: 640, height: 480 };
const whole: Box = { x: 0, y: 0, ...image };
const guide: Box = { x: 230, y: 115, width: 180, height: 250 };
const round = (arrows: ArrowPlacement[]) =>
  arrows.map((a) => ({ x: Math.round(a.x), y: Math.round(a.y), angle: Number(normalizeAngle(a.angle).toFixed(3)), kind: a.kind }));
const arrowsFor = (code: number, mirrored = true) => {
  const arrow = hintFor(code, 'oz').arrow;
  return round(arrowPlacements(arrow ? [arrow] : [], guide, mirrored));
};
const PI = Number(Math.PI.toFixed(3));
const HALF_PI = Number((Math.PI / 2).toFixed(3));

describe('containBox (object-fit: contain)', () => {
  it('letterboxes a 4:3 image in a wide element, centred', () => {
    expect(containBox({ width: 1600, height: 900 }, image)).toEqual({ x: 200, y: 0, width: 1200, height: 900 });
  });

  it('pillarboxes in a tall element', () => {
    expect(containBox({ width: 320, height: 480 }, image)).toEqual({ x: 0, y: 120, width: 320, height: 240 });
  });
});

describe('toScreen (docs/liveness.md: a mirrored preview mirrors faceRect)', () => {
  const face = { x: 368, y: 117, width: 228, height: 228 };

  it('flips x when the preview is mirrored', () => {
    expect(toScreen(face, image, whole, true)).toEqual({ x: 640 - 368 - 228, y: 117, width: 228, height: 228 });
  });

  it('keeps x when it is not', () => {
    expect(toScreen(face, image, whole, false)).toEqual(face);
  });

  it('scales and shifts with the shown video', () => {
    const shown = containBox({ width: 1600, height: 900 }, image);
    expect(toScreen(face, image, shown, true)).toEqual({ x: 200 + 44 * 1.875, y: 117 * 1.875, width: 228 * 1.875, height: 228 * 1.875 });
  });
});

describe('screenGuide: the same 180×250 frame as the server (guideRect)', () => {
  it('is x 230…410, y 115…365 on a 640×480 image shown 1:1', () => {
    expect(screenGuide(image, whole, true)).toEqual(guide);
  });

  it('scales with the shown video', () => {
    expect(screenGuide(image, containBox({ width: 1280, height: 960 }, image), true)).toEqual({ x: 460, y: 230, width: 360, height: 500 });
  });
});

describe('arrowPlacements (spec §9: arrows at offset 60 from the frame)', () => {
  it('draws nothing for a hint without an arrow', () => {
    expect(arrowsFor(3)).toEqual([]);
    expect(arrowsFor(40)).toEqual([]);
  });

  it('15 camera further left: left of the frame, pointing left on the mirrored preview', () => {
    expect(arrowsFor(15)).toEqual([{ x: 230 - HINT_ARROW_OFFSET, y: 240, angle: PI, kind: 'straight' }]);
  });

  it('17 camera further right: right of the frame, pointing right', () => {
    expect(arrowsFor(17)).toEqual([{ x: 410 + HINT_ARROW_OFFSET, y: 240, angle: 0, kind: 'straight' }]);
  });

  it('16 camera higher: above, pointing up; 14 camera lower: below, pointing down', () => {
    expect(arrowsFor(16)).toEqual([{ x: 320, y: 115 - HINT_ARROW_OFFSET, angle: -HALF_PI, kind: 'straight' }]);
    expect(arrowsFor(14)).toEqual([{ x: 320, y: 365 + HINT_ARROW_OFFSET, angle: HALF_PI, kind: 'straight' }]);
  });

  it('21 / 22 lean to the left / right shoulder: a turning arrow above the frame', () => {
    expect(arrowsFor(21)).toEqual([{ x: 320, y: 55, angle: 0, kind: 'rotate-ccw' }]);
    expect(arrowsFor(22)).toEqual([{ x: 320, y: 55, angle: 0, kind: 'rotate-cw' }]);
  });

  it('12 move closer: out of the four corners; 38 move farther: into them', () => {
    const closer = arrowsFor(12);
    const farther = arrowsFor(38);
    expect(closer).toHaveLength(4);
    expect(closer[0]).toMatchObject({ x: 230 - 42, y: 115 - 42, angle: Number(((-3 * Math.PI) / 4).toFixed(3)) });
    expect(farther.map((a) => [a.x, a.y])).toEqual(closer.map((a) => [a.x, a.y]));
    expect(farther[0]?.angle).toBe(Number((Math.PI / 4).toFixed(3)));
  });

  it('one arrow per direction when several codes share it (12 and 13)', () => {
    expect(arrowPlacements(['closer', 'closer', 'left'], guide, true)).toHaveLength(5);
  });

  it('flips left and right, and the turning direction, on an unmirrored preview', () => {
    expect(arrowsFor(15, false)).toEqual([{ x: 410 + HINT_ARROW_OFFSET, y: 240, angle: 0, kind: 'straight' }]);
    expect(arrowsFor(16, false)).toEqual([{ x: 320, y: 55, angle: -HALF_PI, kind: 'straight' }]);
    expect(arrowsFor(21, false)).toEqual([{ x: 320, y: 55, angle: 0, kind: 'rotate-cw' }]);
  });
});
