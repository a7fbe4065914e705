import type { SimplePeerInstance } from 'simple-peer/simplepeer.min.js';
import type { IceServer } from '../../../src-domain/video/ice-servers.ts';
import { ROOM_TEST_CONNECT_LIMIT_MS, roomTestVerdict, type RoomTestMeasure, type RoomTestVerdict } from '../../../src-domain/video/room-test-verdict.ts';
import type { JoinedFrame, RoomServerFrame } from '../../../src-domain/video/room-protocol.ts';
import type { MediaChoice } from './call-media.ts';
import { readLinkStats, type StatsSample } from './link-stats.ts';
import type { CreatePeer } from './peer-mesh.ts';
import type { OpenRoomSocket, RoomSocket } from './room-socket.ts';

export interface RoomTestDeps {
  socketUrl: () => Promise<string>;
  openSocket: OpenRoomSocket;
  openMedia: (choice: MediaChoice) => Promise<MediaStream>;
  createPeer: CreatePeer;
  /** Resolves when the received stream shows its first frame (a video element in the page). */
  firstFrame: (stream: MediaStream, signal: AbortSignal) => Promise<void>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export interface RoomTestResult extends RoomTestMeasure {
  readonly verdict: RoomTestVerdict;
  /** The call went through a TURN server (relay candidates only). */
  readonly relayed: boolean;
}

/** How long the link is watched once media flows. */
export const ROOM_TEST_SAMPLE_MS = 5_000;

function roomName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

interface Seat {
  socket: RoomSocket;
  joined: JoinedFrame;
  frames: (handler: (frame: RoomServerFrame) => void) => void;
}

/** One socket of the pair, in the server's test room: resolves with its `joined` frame. */
function takeSeat(deps: RoomTestDeps, url: string, room: string): Promise<Seat> {
  return new Promise((resolve, reject) => {
    let handler: ((frame: RoomServerFrame) => void) | null = null;
    const early: RoomServerFrame[] = [];
    let done = false;
    const socket = deps.openSocket(url, {
      open: () => socket.send({ type: 'test-join', room }),
      frame: (frame) => {
        if (!done && frame.type === 'joined') {
          done = true;
          resolve({
            socket,
            joined: frame,
            frames: (next) => {
              handler = next;
              for (const waiting of early.splice(0)) next(waiting);
            },
          });
          return;
        }
        if (!done && frame.type === 'error') {
          done = true;
          reject(new Error(frame.code));
          return;
        }
        if (handler) handler(frame);
        else early.push(frame);
      },
      close: () => {
        if (!done) reject(new Error('room socket closed'));
      },
    });
  });
}

const hasTurn = (servers: readonly IceServer[]) =>
  servers.some((server) => (Array.isArray(server.urls) ? server.urls : [server.urls]).some((url) => url.startsWith('turn')));

/**
 * The room test of /room_video_testing (docs/decisions/0030-room-test-peer.md): a sending and a
 * receiving peer of this page meet in a test room of the reference server and connect through
 * its signalling, with the ICE servers it hands out (relay only when it has TURN). Measures the
 * time from the peers' start to the first frame received, then the link for 5 s.
 */
export async function runRoomTest(deps: RoomTestDeps, signal: AbortSignal): Promise<RoomTestResult> {
  const stream = await deps.openMedia({});
  const cleanup: (() => void)[] = [() => stream.getTracks().forEach((track) => track.stop())];
  try {
    const url = await deps.socketUrl();
    const room = roomName();
    const started = deps.now();
    const sender = await takeSeat(deps, url, room);
    cleanup.push(() => sender.socket.close());
    const receiver = await takeSeat(deps, url, room);
    cleanup.push(() => receiver.socket.close());
    // The room is this page's pair: the receiver found exactly the sender in it.
    const sent = sender.joined.self.memberId;
    const got = receiver.joined.self.memberId;
    if (receiver.joined.members.length !== 1 || receiver.joined.members[0]?.memberId !== sent) throw new Error('the test room is not this page’s');
    const relayed = hasTurn(receiver.joined.iceServers);
    const config: RTCConfiguration = { iceServers: receiver.joined.iceServers as RTCIceServer[], ...(relayed ? { iceTransportPolicy: 'relay' as const } : {}) };

    const sending: SimplePeerInstance = deps.createPeer({ initiator: true, stream, config, trickle: true });
    const receiving: SimplePeerInstance = deps.createPeer({ initiator: false, config, trickle: true });
    cleanup.push(
      () => sending.destroy(),
      () => receiving.destroy(),
    );
    sending.on('signal', (data) => sender.socket.send({ type: 'signal', to: got, data }));
    receiving.on('signal', (data) => receiver.socket.send({ type: 'signal', to: sent, data }));
    // Each side takes signals from its pair only, never from anyone else the server might relay.
    receiver.frames((frame) => frame.type === 'signal' && frame.from === sent && receiving.signal(frame.data));
    sender.frames((frame) => frame.type === 'signal' && frame.from === got && sending.signal(frame.data));
    sending.on('error', () => undefined);
    receiving.on('error', () => undefined);

    const received = new Promise<MediaStream>((resolve) => receiving.on('stream', resolve));
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(), ROOM_TEST_CONNECT_LIMIT_MS);
    const both = AbortSignal.any([signal, limit.signal]);
    let connectMs: number | null = null;
    try {
      const remote = await Promise.race([
        received,
        new Promise<never>((_, reject) => both.addEventListener('abort', () => reject(new Error('timeout')), { once: true })),
      ]);
      await deps.firstFrame(remote, both);
      connectMs = deps.now() - started;
    } catch {
      if (signal.aborted) throw signal.reason;
    } finally {
      clearTimeout(timer);
    }
    if (connectMs === null) {
      const measure: RoomTestMeasure = { connectMs: null, rttMs: null, lossPercent: null, inboundKbps: null };
      return { ...measure, relayed, verdict: roomTestVerdict(measure) };
    }

    let first: StatsSample | null = null;
    let last = readLinkStats(await receiving._pc.getStats(), null, deps.now());
    first = last.sample;
    await deps.sleep(ROOM_TEST_SAMPLE_MS);
    last = readLinkStats(await receiving._pc.getStats(), first, deps.now());
    const measure: RoomTestMeasure = { connectMs, rttMs: last.stats.rttMs, lossPercent: last.stats.lossPercent, inboundKbps: last.stats.inboundKbps };
    return { ...measure, relayed, verdict: roomTestVerdict(measure) };
  } finally {
    for (const step of cleanup.reverse()) {
      try {
        step();
      } catch {
        // Already closed.
      }
    }
  }
}
