import { HEARTBEAT_INTERVAL_MS, LIVENESS_INTERVAL_MS } from '../../../src-domain/constants.ts';
import type { StatsFrame } from '../../../src-domain/liveness/server-frames.ts';
import type { CameraSession } from './camera.ts';
import { createFramePacer } from './frame-pacer.ts';
import type { ConnectionResult, LivenessConnection } from './liveness-connection.ts';
import { FRAME_PHASE_MS, type ScreenLightClock } from './screen-light-clock.ts';

export type StreamResult = ConnectionResult | { kind: 'camera-lost' };

/**
 * Streams camera frames over one accepted connection (spec §4.4, §9; docs/liveness.md): an image
 * every ~300 ms (one in flight once the server drops frames), a heartbeat every 3 s. Frames are
 * taken on the screen light's beat — 250 ms into a colour and 300 ms later, so the camera has seen
 * the colour — and each says which colour was on screen when the camera took it (camera.ts,
 * screen-light-clock.ts). Ends with the connection's result, or
 * when the camera stops by itself.
 */
export function streamFrames(
  connection: LivenessConnection,
  camera: CameraSession,
  light: ScreenLightClock,
  onStats: (stats: StatsFrame) => void,
): Promise<StreamResult> {
  const pacer = createFramePacer();
  let seq = 0;
  let slot = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  /** A grab waits for the camera's next frame: a slot that comes meanwhile is skipped. */
  let grabbing = false;
  const sendFrame = async () => {
    if (grabbing || !pacer.canSend(Date.now())) return;
    grabbing = true;
    const frame = await camera.grabFrame().finally(() => (grabbing = false));
    if (!frame || ended) return;
    connection.send({ type: 'image', seq, data: frame.data, width: frame.width, height: frame.height, light: light.tagAt(frame.takenAt) });
    pacer.sent(seq, Date.now());
    seq += 1;
  };
  // The next slot still ahead (a busy page skips slots rather than crowding them).
  const schedule = () => {
    const now = Date.now();
    while (light.startedAt + FRAME_PHASE_MS + slot * LIVENESS_INTERVAL_MS < now) slot += 1;
    timer = setTimeout(
      () => {
        void sendFrame();
        slot += 1;
        schedule();
      },
      light.startedAt + FRAME_PHASE_MS + slot * LIVENESS_INTERVAL_MS - now,
    );
  };
  connection.onStats = (stats) => {
    pacer.replied(stats.seq, stats.dropped);
    onStats(stats);
  };
  schedule();
  const heartbeats = setInterval(() => connection.send({ type: 'heartbeat', ts: Date.now() }), HEARTBEAT_INTERVAL_MS);

  const cameraLost = camera.ended.then((): StreamResult => ({ kind: 'camera-lost' }));
  return Promise.race([connection.result, cameraLost]).finally(() => {
    ended = true;
    clearTimeout(timer);
    clearInterval(heartbeats);
    connection.onStats = null;
  });
}
