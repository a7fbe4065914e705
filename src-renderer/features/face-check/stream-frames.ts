import { HEARTBEAT_INTERVAL_MS, LIVENESS_INTERVAL_MS } from '../../../src-domain/constants.ts';
import type { StatsFrame } from '../../../src-domain/liveness/server-frames.ts';
import type { CameraSession } from './camera.ts';
import { createFramePacer } from './frame-pacer.ts';
import type { ConnectionResult, LivenessConnection } from './liveness-connection.ts';

export type StreamResult = ConnectionResult | { kind: 'camera-lost' };

/**
 * Streams camera frames over one accepted connection (spec §4.4, §9; docs/liveness.md): an image
 * at once and then every ~300 ms (one in flight once the server drops frames), a heartbeat every
 * 3 s. Ends with the connection's result, or when the camera stops by itself.
 */
export function streamFrames(connection: LivenessConnection, camera: CameraSession, onStats: (stats: StatsFrame) => void): Promise<StreamResult> {
  const pacer = createFramePacer();
  let seq = 0;
  const sendFrame = () => {
    const now = Date.now();
    if (!pacer.canSend(now)) return;
    const frame = camera.grabFrame();
    if (!frame) return;
    connection.send({ type: 'image', seq, data: frame.data, width: frame.width, height: frame.height });
    pacer.sent(seq, now);
    seq += 1;
  };
  connection.onStats = (stats) => {
    pacer.replied(stats.seq, stats.dropped);
    onStats(stats);
  };
  const frames = setInterval(sendFrame, LIVENESS_INTERVAL_MS);
  const heartbeats = setInterval(() => connection.send({ type: 'heartbeat', ts: Date.now() }), HEARTBEAT_INTERVAL_MS);
  sendFrame();

  const cameraLost = camera.ended.then((): StreamResult => ({ kind: 'camera-lost' }));
  return Promise.race([connection.result, cameraLost]).finally(() => {
    clearInterval(frames);
    clearInterval(heartbeats);
    connection.onStats = null;
  });
}
