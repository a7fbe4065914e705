import { describe, expect, it } from 'vitest';
import type { SimplePeerInstance, SimplePeerOptions } from 'simple-peer/simplepeer.min.js';
import { MAX_REBUILDS, PeerMesh } from './peer-mesh.ts';

type Listener = (...args: unknown[]) => void;

/** A stand-in for simple-peer: records what the mesh asks and lets the test fire its events. */
class FakePeer {
  readonly options: SimplePeerOptions;
  readonly signals: unknown[] = [];
  readonly listeners = new Map<string, Listener[]>();
  destroyed = false;
  connected = false;
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
    this.signals.push(data);
  }
  destroy() {
    this.destroyed = true;
  }
  replaceTrack() {}
}

const TURN = { urls: ['turns:turn.notary.example.uz:443?transport=tcp'], username: '1764133200:42', credential: 'c2lnbmVk' };

function mesh(iceServers: { urls: string[]; username?: string; credential?: string }[] = []) {
  const peers: FakePeer[] = [];
  const sent: { to: string; data: unknown }[] = [];
  const gaveUp: string[] = [];
  const instance = new PeerMesh(
    {
      createPeer: (options) => {
        const peer = new FakePeer(options);
        peers.push(peer);
        return peer as unknown as SimplePeerInstance;
      },
      sendSignal: (to, data) => sent.push({ to, data }),
      onChange: () => undefined,
      onGiveUp: (memberId) => gaveUp.push(memberId),
      delay: () => Promise.resolve(),
    },
    {} as MediaStream,
    [],
  );
  instance.setSelf('self-member', iceServers);
  return { instance, peers, sent, gaveUp };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PeerMesh: the call’s simple-peer connections (docs/architecture.md Video acts)', () => {
  it('opens to members already in as the initiator, and answers a newcomer’s offer', () => {
    const { instance, peers, sent } = mesh();
    instance.connectTo('member-a');
    expect(peers[0]?.options.initiator).toBe(true);
    peers[0]?.emit('signal', { type: 'offer', sdp: 'x' });
    expect(sent).toEqual([{ to: 'member-a', data: { type: 'offer', sdp: 'x' } }]);
    instance.onSignal('member-b', { type: 'offer', sdp: 'y' });
    expect(peers[1]?.options.initiator).toBe(false);
    expect(peers[1]?.signals).toEqual([{ type: 'offer', sdp: 'y' }]);
  });

  it('gives every connection the ICE servers of the server’s joined frame (STUN, TURN with its credentials)', () => {
    const { instance, peers } = mesh([TURN]);
    instance.connectTo('member-a');
    instance.onSignal('member-b', { type: 'offer', sdp: 'y' });
    expect(peers.map((peer) => peer.options.config)).toEqual([{ iceServers: [TURN] }, { iceServers: [TURN] }]);
  });

  it('rebuilds a failed connection it opened (simple-peer has no ICE restart), and gives up after the limit', async () => {
    const { instance, peers, gaveUp } = mesh();
    instance.connectTo('member-a');
    for (let attempt = 0; attempt < MAX_REBUILDS; attempt += 1) {
      peers.at(-1)?.emit('error', new Error('ice failed'));
      await settle();
    }
    expect(peers).toHaveLength(MAX_REBUILDS + 1);
    expect(peers.slice(0, -1).every((peer) => peer.destroyed)).toBe(true);
    expect(peers.every((peer) => peer.options.initiator)).toBe(true);
    peers.at(-1)?.emit('error', new Error('ice failed'));
    await settle();
    expect(gaveUp).toEqual(['member-a']);
  });

  it('drops its half of an answered connection that failed, and takes the rebuilt one’s new offer', async () => {
    const { instance, peers } = mesh();
    instance.onSignal('member-b', { type: 'offer', sdp: 'first' });
    peers[0]?.emit('connect');
    peers[0]?.emit('close');
    await settle();
    expect(peers).toHaveLength(1);
    expect(peers[0]?.destroyed).toBe(true);
    instance.onSignal('member-b', { type: 'offer', sdp: 'second' });
    expect(peers[1]?.signals).toEqual([{ type: 'offer', sdp: 'second' }]);
  });

  it('forgets a member who left without rebuilding', async () => {
    const { instance, peers } = mesh();
    instance.connectTo('member-a');
    instance.remove('member-a');
    peers[0]?.emit('close');
    await settle();
    expect(peers).toHaveLength(1);
    expect(instance.links()).toEqual([]);
  });
});
