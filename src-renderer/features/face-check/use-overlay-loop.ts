import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { HintArrow } from '../../../src-domain/liveness/face-hints.ts';
import { drawOverlay } from './draw-overlay.ts';
import type { FaceRect } from './face-check-state.ts';

export interface OverlayInput {
  faceRect: FaceRect | null;
  arrows: readonly HintArrow[];
  hint: string | null;
  fine: boolean;
  mirrored: boolean;
  /** Spec §2 screen 2: redrawn every animation frame until the result is ok. */
  active: boolean;
}

function paint(canvas: HTMLCanvasElement, video: HTMLVideoElement, input: OverlayInput): void {
  const ratio = window.devicePixelRatio || 1;
  const element = { width: canvas.clientWidth, height: canvas.clientHeight };
  const width = Math.round(element.width * ratio);
  const height = Math.round(element.height * ratio);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const image = video.videoWidth > 0 ? { width: video.videoWidth, height: video.videoHeight } : null;
  drawOverlay(context, { element, image, ...input });
}

/**
 * Draws the overlay on `canvas` over `video` on every animation frame while `input.active`, from
 * the latest input (kept in a ref so a new hint does not restart the loop); clears it after.
 */
export function useOverlayLoop(canvasRef: RefObject<HTMLCanvasElement | null>, videoRef: RefObject<HTMLVideoElement | null>, input: OverlayInput): void {
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });
  const { active } = input;
  useEffect(() => {
    if (!active) {
      const canvas = canvasRef.current;
      canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
      return;
    }
    let frame = 0;
    const draw = () => {
      const canvas = canvasRef.current;
      const video = videoRef.current;
      if (canvas && video) paint(canvas, video, latest.current);
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [active, canvasRef, videoRef]);
}
