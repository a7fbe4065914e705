/**
 * Camera and microphone streams the app has opened, so the kiosk idle wipe can stop every track
 * a citizen's session left running (docs/decisions/0022-kiosk-idle-wipe.md), whichever feature
 * opened it. Streams are held weakly in effect: a stopped stream is dropped at the next sweep.
 */
const open = new Set<MediaStream>();

function isLive(stream: MediaStream): boolean {
  return stream.getTracks().some((track) => track.readyState === 'live');
}

/** The two calls of `navigator.mediaDevices` a feature needs to open a camera or microphone. */
export type UserMedia = Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'>;

/**
 * `media` whose `getUserMedia` records every stream it hands out. Features pass this where they
 * would pass `navigator.mediaDevices`; undefined where the browser has no media devices.
 */
export function trackedMediaDevices(media: MediaDevices | undefined): UserMedia | undefined {
  if (!media?.getUserMedia) return undefined;
  return {
    getUserMedia: async (constraints?: MediaStreamConstraints) => {
      const stream = await media.getUserMedia(constraints);
      for (const stale of open) if (!isLive(stale)) open.delete(stale);
      open.add(stream);
      return stream;
    },
    enumerateDevices: () => media.enumerateDevices(),
  };
}

/** Stops every camera and microphone track still running; returns how many were stopped. */
export function stopAllUserMedia(): number {
  let stopped = 0;
  for (const stream of open) {
    for (const track of stream.getTracks()) {
      if (track.readyState !== 'live') continue;
      track.stop();
      stopped += 1;
    }
  }
  open.clear();
  return stopped;
}
