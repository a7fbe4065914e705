/**
 * The camera preview after the test: the last frame the camera gave, kept as the video's poster
 * once the camera is released, so a person who passed sees what the camera saw rather than an
 * empty grey box. A frame that cannot be drawn (no picture yet, no 2D canvas) leaves no poster.
 */
export function keepLastFrame(video: HTMLVideoElement): void {
  if (video.videoWidth === 0 || video.videoHeight === 0) return;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.drawImage(video, 0, 0);
  video.poster = canvas.toDataURL('image/jpeg', 0.85);
}

/** A new run starts with the live picture, not the last run's frame. */
export function clearLastFrame(video: HTMLVideoElement | null): void {
  video?.removeAttribute('poster');
}
