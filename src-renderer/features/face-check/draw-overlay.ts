import { HINT_ARROW_SIZE } from '../../../src-domain/constants.ts';
import type { HintArrow } from '../../../src-domain/liveness/face-hints.ts';
import { arrowPlacements, containBox, screenGuide, toScreen, type ArrowPlacement, type Box, type Size } from './overlay-geometry.ts';

/** What one overlay frame shows (spec §2 screen 2: frame, hint arrows, hint text). */
export interface OverlayScene {
  /** The canvas's size in CSS pixels (it covers the video element exactly). */
  element: Size;
  /** The camera image's own size; null until the video plays. */
  image: Size | null;
  mirrored: boolean;
  faceRect: Box | null;
  arrows: readonly HintArrow[];
  hint: string | null;
  /** No hint for the latest frame: frame and face turn green. */
  fine: boolean;
}

// Light strokes with a dark outline read on any background the camera shows.
const GUIDE = '#ffffff';
const FINE = '#22c55e';
const WARN = '#f59e0b';
const OUTLINE = 'rgba(0, 0, 0, 0.6)';

function strokeBox(context: CanvasRenderingContext2D, box: Box, colour: string, width: number, dash: number[] = []): void {
  context.setLineDash(dash);
  for (const [style, lineWidth] of [
    [OUTLINE, width + 3],
    [colour, width],
  ] as const) {
    context.strokeStyle = style;
    context.lineWidth = lineWidth;
    context.beginPath();
    context.roundRect(box.x, box.y, box.width, box.height, 12);
    context.stroke();
  }
  context.setLineDash([]);
}

function drawStraightArrow(context: CanvasRenderingContext2D, angle: number): void {
  const half = HINT_ARROW_SIZE / 2;
  context.rotate(angle);
  context.beginPath();
  context.moveTo(-half, -half / 4);
  context.lineTo(0, -half / 4);
  context.lineTo(0, -half / 1.6);
  context.lineTo(half, 0);
  context.lineTo(0, half / 1.6);
  context.lineTo(0, half / 4);
  context.lineTo(-half, half / 4);
  context.closePath();
  context.fill();
  context.stroke();
}

/** An arc over the head, its point at the side the head should lean to. */
function drawTurnArrow(context: CanvasRenderingContext2D, clockwise: boolean): void {
  const radius = HINT_ARROW_SIZE / 2;
  const from = (-5 * Math.PI) / 6;
  const to = -Math.PI / 6;
  context.beginPath();
  context.arc(0, radius / 2, radius, from, to);
  for (const [style, width] of [
    [OUTLINE, 9],
    [WARN, 5],
  ] as const) {
    context.strokeStyle = style;
    context.lineWidth = width;
    context.stroke();
  }
  const at = clockwise ? to : from;
  const tip = { x: Math.cos(at) * radius, y: radius / 2 + Math.sin(at) * radius };
  // Direction of travel along the arc at its end (canvas y points down: clockwise = growing angle).
  const sign = clockwise ? 1 : -1;
  const d = { x: -Math.sin(at) * sign, y: Math.cos(at) * sign };
  const n = { x: -d.y, y: d.x };
  context.beginPath();
  context.moveTo(tip.x + d.x * 10, tip.y + d.y * 10);
  context.lineTo(tip.x - d.x * 6 + n.x * 10, tip.y - d.y * 6 + n.y * 10);
  context.lineTo(tip.x - d.x * 6 - n.x * 10, tip.y - d.y * 6 - n.y * 10);
  context.closePath();
  context.lineWidth = 3;
  context.strokeStyle = OUTLINE;
  context.fill();
  context.stroke();
}

function drawArrow(context: CanvasRenderingContext2D, arrow: ArrowPlacement): void {
  context.save();
  context.translate(arrow.x, arrow.y);
  context.fillStyle = WARN;
  context.strokeStyle = OUTLINE;
  context.lineWidth = 3;
  if (arrow.kind === 'straight') drawStraightArrow(context, arrow.angle);
  else drawTurnArrow(context, arrow.kind === 'rotate-cw');
  context.restore();
}

function drawHint(context: CanvasRenderingContext2D, text: string, shown: Box): void {
  const fontSize = Math.max(16, Math.min(28, shown.width / 28));
  context.font = `600 ${fontSize}px system-ui, sans-serif`;
  const width = Math.min(context.measureText(text).width + 2 * fontSize, shown.width);
  const height = fontSize * 2;
  const x = shown.x + (shown.width - width) / 2;
  const y = shown.y + shown.height - height - fontSize;
  context.fillStyle = 'rgba(0, 0, 0, 0.7)';
  context.beginPath();
  context.roundRect(x, y, width, height, 8);
  context.fill();
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, x + width / 2, y + height / 2, width - fontSize);
}

/** Draws one overlay frame; the caller has scaled the context to CSS pixels. */
export function drawOverlay(context: CanvasRenderingContext2D, scene: OverlayScene): void {
  context.clearRect(0, 0, scene.element.width, scene.element.height);
  if (!scene.image || scene.image.width === 0 || scene.image.height === 0) return;
  const shown = containBox(scene.element, scene.image);
  const guide = screenGuide(scene.image, shown, scene.mirrored);
  strokeBox(context, guide, scene.fine ? FINE : GUIDE, 4);
  if (scene.faceRect) strokeBox(context, toScreen(scene.faceRect, scene.image, shown, scene.mirrored), scene.fine ? FINE : WARN, 2, [8, 6]);
  for (const arrow of arrowPlacements(scene.arrows, guide, scene.mirrored)) drawArrow(context, arrow);
  if (scene.hint) drawHint(context, scene.hint, shown);
}
