import { describe, expect, it } from 'vitest';
import type { SimplePeerInstance, SimplePeerOptions } from 'simple-peer/simplepeer.min.js';
import type { RoomMember, RoomServerFrame } from '../../../src-domain/video/room-protocol.ts';
import type { RoomSocketHandlers } from './room-socket.ts';
import { runRoomTest, type RoomTestDeps } from './room-test-run.ts';

type Listener = (...args: unknown[]) => void;

/** simple-peer as the room test drives it: what it was signalled, and its events fired by the test. */
class FakePeer {
  readonly options: SimplePeerOptions;
  readonly signalled: unknown[] = [];
  readonly listeners = new Map<string, Listener[]>();
  readonly _pc = { getStats: async () => new Map() };
  constructor(options: SimplePeerOptions) {
    this.options = options;
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  signal(data: unknown) {
    this.signalled.push(data);
  }
  destroy() {}
}

const member = (memberId: string): RoomMember => ({
  memberId,
  name: '',
  role: 'test',
  partyRole: null,
  identifiedAt: null,
  muted: false,
  cameraOff: false,
  joinedAt: '2026-11-26T10:00:00.000Z',
});

const joined = (self: string, members: string[]): RoomServerFrame => ({
  type: 'joined',
  self: member(self),
  members: members.map(member),
  iceServers: [],
  recording: null,
  resumed: false,
});

function roomTest() {
  const sockets: { handlers: RoomSocketHandlers; sent: Record<string, unknown>[] }[] = [];
  const peers: FakePeer[] = [];
  const deps: RoomTestDeps = {
    socketUrl: async () => 'ws://server/api/video/ws',
    openSocket: (_url, handlers) => {
      const socket = { handlers, sent: [] as Record<string, unknown>[] };
      sockets.push(socket);
      queueMicrotask(() => handlers.open());
      return { send: (frame) => socket.sent.push(frame as Record<string, unknown>), close: () => undefined };
    },
    openMedia: async () => ({ getTracks: () => [] }) as unknown as MediaStream,
    createPeer: (options) => {
      const peer = new FakePeer(options);
      peers.push(peer);
      return peer as unknown as SimplePeerInstance;
    },
    firstFrame: async () => undefined,
    now: () => 0,
    sleep: async () => undefined,
  };
  return { deps, sockets, peers };
}

const settle = async () => {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the room test’s two peers (docs/decisions/0030-room-test-peer.md)', () => {
  it('takes signals from its own pair only, never from someone else the server relays', async () => {
    const { deps, sockets, peers } = roomTest();
    const run = runRoomTest(deps, new AbortController().signal);
    await settle();
    expect(sockets[0]?.sent).toEqual([{ type: 'test-join', room: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) }]);
    sockets[0]!.handlers.frame(joined('sender-0001', []));
    await settle();
    expect(sockets[1]?.sent).toEqual(sockets[0]?.sent);
    sockets[1]!.handlers.frame(joined('receiver-01', ['sender-0001']));
    await settle();
    const [sending, receiving] = peers as [FakePeer, FakePeer];

    sockets[1]!.handlers.frame({ type: 'signal', from: 'stranger-01', data: { type: 'offer', sdp: 'not ours' } });
    sockets[0]!.handlers.frame({ type: 'signal', from: 'stranger-01', data: { type: 'answer', sdp: 'not ours' } });
    sockets[1]!.handlers.frame({ type: 'signal', from: 'sender-0001', data: { type: 'offer', sdp: 'ours' } });
    sockets[0]!.handlers.frame({ type: 'signal', from: 'receiver-01', data: { type: 'answer', sdp: 'ours' } });
    expect(receiving.signalled).toEqual([{ type: 'offer', sdp: 'ours' }]);
    expect(sending.signalled).toEqual([{ type: 'answer', sdp: 'ours' }]);

    sending.emit('signal', { type: 'offer', sdp: 'v=0' });
    expect(sockets[0]?.sent.at(-1)).toEqual({ type: 'signal', to: 'receiver-01', data: { type: 'offer', sdp: 'v=0' } });
    receiving.emit('stream', {});
    await expect(run).resolves.toMatchObject({ connectMs: 0, relayed: false });
  });

  it('fails when the room it was given holds someone else', async () => {
    const { deps, sockets, peers } = roomTest();
    const run = runRoomTest(deps, new AbortController().signal);
    await settle();
    sockets[0]!.handlers.frame(joined('sender-0001', []));
    await settle();
    sockets[1]!.handlers.frame(joined('receiver-01', ['stranger-01']));
    await expect(run).rejects.toThrow('the test room is not this page’s');
    expect(peers).toEqual([]);
  });
});
