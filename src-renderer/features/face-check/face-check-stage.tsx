import { useRef, type RefObject } from 'react';
import { useOverlayLoop, type OverlayInput } from './use-overlay-loop.ts';

/**
 * The camera preview and its overlay. The video is mirrored with CSS (people expect a mirror);
 * the frames sent are taken from the unmirrored stream (camera.ts), and the overlay mirrors the
 * server's face rectangle to match. Both are hidden from screen readers: the dialog's live
 * region says what the overlay shows.
 */
export function FaceCheckStage({ videoRef, overlay }: { videoRef: RefObject<HTMLVideoElement | null>; overlay: OverlayInput }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useOverlayLoop(canvasRef, videoRef, overlay);
  return (
    <div className="face-check__stage">
      <video
        ref={videoRef}
        className={overlay.mirrored ? 'face-check__video face-check__video--mirrored' : 'face-check__video'}
        muted
        playsInline
        aria-hidden="true"
      />
      <canvas ref={canvasRef} className="face-check__canvas" aria-hidden="true" />
    </div>
  );
}
