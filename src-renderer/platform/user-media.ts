/**
 * Camera and microphone streams the app has opened, so the kiosk idle wipe can stop every track
 * a citizen's session left running (docs/decisions/0022-kiosk-idle-wipe.md), whichever feature
 * opened it. Ended streams are dropped at the next `getUserMedia`.
 */
const open = new Set<MediaStream>();

function isLive(stream: MediaStream): boolean {
  return stream.getTracks().some((track) => track.readyState === 'live');
}

async function trackedGetUserMedia(media: MediaDevices, constraints?: MediaStreamConstraints): Promise<MediaStream> {
  const stream = await media.getUserMedia(constraints);
  for (const stale of open) if (!isLive(stale)) open.delete(stale);
  open.add(stream);
  return stream;
}

/**
 * `media` whose `getUserMedia` records every stream it hands out; every other member is the
 * browser's own, called on the real object. Features pass this where they would pass
 * `navigator.mediaDevices`; undefined stays undefined (no media devices in this browser).
 */
export function trackedMediaDevices(media: MediaDevices | undefined): MediaDevices | undefined {
  if (!media) return undefined;
  return new Proxy(media, {
    get(target, property) {
      if (property === 'getUserMedia') return (constraints?: MediaStreamConstraints) => trackedGetUserMedia(target, constraints);
      const value: unknown = Reflect.get(target, property, target);
      // Methods of a platform object must run on the object itself, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Whether a camera or a microphone the app opened is still live: a kiosk with one open has
 * someone at it (docs/decisions/0025-kiosk-updates-staged-idle-only-rollback.md). A track
 * stopped by the page fires no event, so the presence report reads this on a timer.
 */
export function liveUserMedia(): { camera: boolean; microphone: boolean } {
  let camera = false;
  let microphone = false;
  for (const stream of open) {
    for (const track of stream.getTracks()) {
      if (track.readyState !== 'live') continue;
      if (track.kind === 'video') camera = true;
      if (track.kind === 'audio') microphone = true;
    }
  }
  return { camera, microphone };
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
