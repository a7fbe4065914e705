/** The person's microphone muted and camera off, applied to their own tracks (what the others receive). */
export function applyMediaState(stream: MediaStream, state: { muted: boolean; cameraOff: boolean }): void {
  for (const track of stream.getAudioTracks()) track.enabled = !state.muted;
  for (const track of stream.getVideoTracks()) track.enabled = !state.cameraOff;
}

/**
 * Another camera or microphone without reconnecting: each new track takes its old one's place in
 * `stream` (kept, so the own tile and the recording keep it) and in every peer connection.
 */
export function swapTracks(
  stream: MediaStream,
  next: MediaStream,
  replace: (before: MediaStreamTrack, after: MediaStreamTrack, stream: MediaStream) => void,
): void {
  for (const kind of ['video', 'audio'] as const) {
    const before = kind === 'video' ? stream.getVideoTracks()[0] : stream.getAudioTracks()[0];
    const after = kind === 'video' ? next.getVideoTracks()[0] : next.getAudioTracks()[0];
    if (!before || !after) continue;
    replace(before, after, stream);
    stream.removeTrack(before);
    stream.addTrack(after);
    before.stop();
  }
}
