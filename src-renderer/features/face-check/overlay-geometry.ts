import { HINT_ARROW_OFFSET } from '../../../src-domain/constants.ts';
import { guideRect } from '../../../src-domain/liveness/guide-frame.ts';
import type { HintArrow } from '../../../src-domain/liveness/face-hints.ts';

export interface Size {
  width: number;
  height: number;
}

export interface Box extends Size {
  x: number;
  y: number;
}

/** Where the video image lies in its element with `object-fit: contain` (centred, uniform scale). */
export function containBox(element: Size, image: Size): Box {
  const scale = Math.min(element.width / image.width, element.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (element.width - width) / 2, y: (element.height - height) / 2, width, height };
}

/**
 * A rectangle in pixels of the raw camera image, on screen. The preview is mirrored (the user sees
 * themselves as in a mirror) while faceRect comes from the unmirrored image, so x flips
 * (docs/liveness.md: x → width − x − w).
 */
export function toScreen(rect: Box, image: Size, shown: Box, mirrored: boolean): Box {
  const scale = shown.width / image.width;
  const x = mirrored ? image.width - rect.x - rect.width : rect.x;
  return { x: shown.x + x * scale, y: shown.y + rect.y * scale, width: rect.width * scale, height: rect.height * scale };
}

/** The 180×250 guide frame on screen: the same rectangle the server measures against. */
export function screenGuide(image: Size, shown: Box, mirrored: boolean): Box {
  return toScreen(guideRect(image.width, image.height), image, shown, mirrored);
}

export type ArrowKind = 'straight' | 'rotate-ccw' | 'rotate-cw';

/**
 * One arrow: its centre (60 px outside the frame's edge or corner), the direction it points
 * (radians, 0 = right, y down; unused by the turning arrows) and its form.
 */
export interface ArrowPlacement {
  x: number;
  y: number;
  angle: number;
  kind: ArrowKind;
}

const DIAGONAL = HINT_ARROW_OFFSET / Math.SQRT2;

/**
 * Where the arrows of the active hints go (spec §9: offset 60 from the frame). The domain's
 * directions are the user's own (face-hints.ts), which on a mirrored preview are the screen's:
 * "left" points left, "tilt-left" (head toward the left shoulder) turns counter-clockwise,
 * "closer" points out from the frame's corners (grow), "farther" into them. Without mirroring,
 * everything flips left to right.
 */
export function arrowPlacements(arrows: Iterable<HintArrow>, guide: Box, mirrored: boolean): ArrowPlacement[] {
  const { x, y, width, height } = guide;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const right = x + width;
  const bottom = y + height;
  const corners = (inward: boolean): ArrowPlacement[] =>
    [
      { x: x - DIAGONAL, y: y - DIAGONAL, angle: (-3 * Math.PI) / 4 },
      { x: right + DIAGONAL, y: y - DIAGONAL, angle: -Math.PI / 4 },
      { x: right + DIAGONAL, y: bottom + DIAGONAL, angle: Math.PI / 4 },
      { x: x - DIAGONAL, y: bottom + DIAGONAL, angle: (3 * Math.PI) / 4 },
    ].map((corner) => ({ ...corner, angle: inward ? normalizeAngle(corner.angle + Math.PI) : corner.angle, kind: 'straight' }));

  const placed: Record<HintArrow, () => ArrowPlacement[]> = {
    left: () => [{ x: x - HINT_ARROW_OFFSET, y: cy, angle: Math.PI, kind: 'straight' }],
    right: () => [{ x: right + HINT_ARROW_OFFSET, y: cy, angle: 0, kind: 'straight' }],
    up: () => [{ x: cx, y: y - HINT_ARROW_OFFSET, angle: -Math.PI / 2, kind: 'straight' }],
    down: () => [{ x: cx, y: bottom + HINT_ARROW_OFFSET, angle: Math.PI / 2, kind: 'straight' }],
    'tilt-left': () => [{ x: cx, y: y - HINT_ARROW_OFFSET, angle: 0, kind: 'rotate-ccw' }],
    'tilt-right': () => [{ x: cx, y: y - HINT_ARROW_OFFSET, angle: 0, kind: 'rotate-cw' }],
    closer: () => corners(false),
    farther: () => corners(true),
  };

  const result = [...new Set(arrows)].flatMap((arrow) => placed[arrow]());
  return mirrored ? result : result.map((arrow) => flipHorizontally(arrow, cx));
}

function flipHorizontally(arrow: ArrowPlacement, axis: number): ArrowPlacement {
  const x = 2 * axis - arrow.x;
  if (arrow.kind === 'straight') return { x, y: arrow.y, angle: normalizeAngle(Math.PI - arrow.angle), kind: 'straight' };
  return { x, y: arrow.y, angle: arrow.angle, kind: arrow.kind === 'rotate-ccw' ? 'rotate-cw' : 'rotate-ccw' };
}

/** Into (−π, π], so equal directions compare equal. */
export function normalizeAngle(angle: number): number {
  let a = angle % (2 * Math.PI);
  if (a <= -Math.PI) a += 2 * Math.PI;
  if (a > Math.PI) a -= 2 * Math.PI;
  return a;
}
