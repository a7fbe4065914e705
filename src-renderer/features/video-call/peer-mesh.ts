import type { SimplePeerInstance, SimplePeerOptions } from 'simple-peer/simplepeer.min.js';
import type { IceServer } from '../../../src-domain/video/ice-servers.ts';
import type { LinkStats } from '../../../src-domain/video/network-quality.ts';
import { readLinkStats, type StatsSample } from './link-stats.ts';

export type CreatePeer = (options: SimplePeerOptions) => SimplePeerInstance;

export interface MeshDeps {
  createPeer: CreatePeer;
  sendSignal: (to: string, data: Record<string, unknown>) => void;
  /** Told when a member's stream, connection or quality changes. */
  onChange: () => void;
  /** A connection could not be rebuilt after `MAX_REBUILDS` tries (spec §8 "media server connection error"). */
  onGiveUp: (memberId: string) => void;
  /** Waits before a rebuild (tests make it immediate). */
  delay?: (ms: number) => Promise<void>;
}

export interface MeshLink {
  readonly memberId: string;
  readonly stream: MediaStream | null;
  readonly connected: boolean;
  readonly stats: LinkStats | null;
}

interface Link {
  peer: SimplePeerInstance;
  initiator: boolean;
  stream: MediaStream | null;
  connected: boolean;
  rebuilds: number;
  stats: LinkStats | null;
  sample: StatsSample | null;
  /** When `connect()` was called and when media first arrived (the bench's figure). */
  startedAt: number;
  mediaAt: number | null;
}

/** Rebuilds of one connection before the call says the media connection failed. */
export const MAX_REBUILDS = 5;

/**
 * The call's mesh of simple-peer connections, one per other member (docs/architecture.md: ≤ 6). The
 * newcomer opens (initiator) a connection to everyone already in; the others answer. A failed
 * connection is destroyed and built again by its initiator (simple-peer has no ICE restart);
 * the other side drops its half and waits for the new offer.
 */
export class PeerMesh {
  readonly #links = new Map<string, Link>();
  readonly #deps: MeshDeps;
  readonly #delay: (ms: number) => Promise<void>;
  #stream: MediaStream;
  #iceServers: IceServer[];
  #selfId = '';
  #closed = false;

  constructor(deps: MeshDeps, stream: MediaStream, iceServers: IceServer[]) {
    this.#deps = deps;
    this.#delay = deps.delay ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.#stream = stream;
    this.#iceServers = iceServers;
  }

  setSelf(memberId: string, iceServers: IceServer[]): void {
    this.#selfId = memberId;
    this.#iceServers = iceServers;
  }

  links(): MeshLink[] {
    return [...this.#links.entries()].map(([memberId, link]) => ({ memberId, stream: link.stream, connected: link.connected, stats: link.stats }));
  }

  /** Milliseconds from opening the connection to its first media (null until then). */
  connectToMediaMs(memberId: string): number | null {
    const link = this.#links.get(memberId);
    return link === undefined || link.mediaAt === null ? null : link.mediaAt - link.startedAt;
  }

  /** Opens the connection to a member who was in the room before us. */
  connectTo(memberId: string): void {
    this.#open(memberId, true, 0);
  }

  onSignal(from: string, data: Record<string, unknown>): void {
    if (this.#closed) return;
    const link = this.#links.get(from);
    if (data.type === 'offer' && link) {
      // Both sides opened at once (should not happen: only the newcomer opens): the lower id yields.
      if (link.initiator && this.#selfId < from) return;
      // A rebuilt connection's new offer replaces our half of the old one.
      if (link.initiator || link.connected || link.peer.destroyed) this.#drop(from);
    }
    const current = this.#links.get(from) ?? this.#open(from, false, link?.rebuilds ?? 0);
    current.peer.signal(data);
  }

  remove(memberId: string): void {
    this.#drop(memberId);
    this.#deps.onChange();
  }

  /** The camera or microphone changed: every connection sends the new track. */
  replaceTrack(oldTrack: MediaStreamTrack, newTrack: MediaStreamTrack, stream: MediaStream): void {
    this.#stream = stream;
    for (const link of this.#links.values()) if (!link.peer.destroyed) link.peer.replaceTrack(oldTrack, newTrack, stream);
  }

  /** Samples every connection's getStats (round trip, loss, bitrate). */
  async sampleStats(now = performance.now()): Promise<void> {
    await Promise.all(
      [...this.#links.values()].map(async (link) => {
        if (!link.connected || link.peer.destroyed) return;
        try {
          const reading = readLinkStats(await link.peer._pc.getStats(), link.sample, now);
          link.sample = reading.sample;
          link.stats = reading.stats;
        } catch {
          // A connection closing meanwhile has no stats; the next sample tries again.
        }
      }),
    );
    this.#deps.onChange();
  }

  close(): void {
    this.#closed = true;
    for (const memberId of [...this.#links.keys()]) this.#drop(memberId);
  }

  #open(memberId: string, initiator: boolean, rebuilds: number): Link {
    const peer = this.#deps.createPeer({ initiator, stream: this.#stream, config: { iceServers: this.#iceServers as RTCIceServer[] }, trickle: true });
    const link: Link = { peer, initiator, stream: null, connected: false, rebuilds, stats: null, sample: null, startedAt: performance.now(), mediaAt: null };
    this.#links.set(memberId, link);
    const current = () => this.#links.get(memberId) === link;
    peer.on('signal', (data) => {
      if (current()) this.#deps.sendSignal(memberId, data);
    });
    peer.on('stream', (stream) => {
      if (!current()) return;
      link.stream = stream;
      link.mediaAt ??= performance.now();
      this.#deps.onChange();
    });
    peer.on('connect', () => {
      if (!current()) return;
      link.connected = true;
      link.rebuilds = 0;
      this.#deps.onChange();
    });
    const failed = () => {
      if (!current() || this.#closed) return;
      void this.#rebuild(memberId, link);
    };
    peer.on('close', failed);
    peer.on('error', failed);
    this.#deps.onChange();
    return link;
  }

  async #rebuild(memberId: string, link: Link): Promise<void> {
    this.#drop(memberId);
    this.#deps.onChange();
    if (!link.initiator) return;
    if (link.rebuilds >= MAX_REBUILDS) {
      this.#deps.onGiveUp(memberId);
      return;
    }
    await this.#delay(500 * 2 ** link.rebuilds);
    if (this.#closed || this.#links.has(memberId)) return;
    this.#open(memberId, true, link.rebuilds + 1);
  }

  #drop(memberId: string): void {
    const link = this.#links.get(memberId);
    if (!link) return;
    this.#links.delete(memberId);
    if (!link.peer.destroyed) link.peer.destroy();
  }
}
