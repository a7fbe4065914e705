import type { IceServer } from '../../../src-domain/video/ice-servers.ts';
import { networkQuality, worstQuality, type NetworkQuality } from '../../../src-domain/video/network-quality.ts';
import { PeerMesh, type CreatePeer, type MeshLink } from './peer-mesh.ts';

/** How often each connection's getStats is read for the quality shown. */
export const STATS_INTERVAL_MS = 2_000;

export interface LinksView {
  links: MeshLink[];
  /** The worst link's quality (spec §2 screen 14 "network quality"). */
  quality: NetworkQuality;
}

export interface CallLinksDeps {
  createPeer: CreatePeer;
  sendSignal: (to: string, data: Record<string, unknown>) => void;
  onChange: (view: LinksView) => void;
  onGiveUp: (memberId: string) => void;
}

/**
 * The call's peer connections for one seat in the room: the mesh built on `joined` and its
 * getStats read every `STATS_INTERVAL_MS`. A new seat (a reconnection) builds a new mesh.
 */
export class CallLinks {
  readonly #deps: CallLinksDeps;
  #mesh: PeerMesh | null = null;
  #stats: ReturnType<typeof setInterval> | undefined;

  constructor(deps: CallLinksDeps) {
    this.#deps = deps;
  }

  /** Seated as `self`: connects to everyone already in (the newcomer opens, docs/video.md). */
  start(local: MediaStream, self: string, iceServers: IceServer[], members: readonly string[]): void {
    this.close();
    const mesh = new PeerMesh(
      {
        createPeer: this.#deps.createPeer,
        sendSignal: this.#deps.sendSignal,
        onChange: () => {
          const links = mesh.links();
          this.#deps.onChange({ links, quality: worstQuality(links.map((link) => (link.stats ? networkQuality(link.stats) : 'unknown'))) });
        },
        onGiveUp: this.#deps.onGiveUp,
      },
      local,
      iceServers,
    );
    mesh.setSelf(self, iceServers);
    this.#mesh = mesh;
    for (const member of members) mesh.connectTo(member);
    this.#stats = setInterval(() => void this.#mesh?.sampleStats(), STATS_INTERVAL_MS);
  }

  onSignal(from: string, data: Record<string, unknown>): void {
    this.#mesh?.onSignal(from, data);
  }

  remove(memberId: string): void {
    this.#mesh?.remove(memberId);
  }

  replaceTrack(before: MediaStreamTrack, after: MediaStreamTrack, stream: MediaStream): void {
    this.#mesh?.replaceTrack(before, after, stream);
  }

  close(): void {
    clearInterval(this.#stats);
    this.#stats = undefined;
    this.#mesh?.close();
    this.#mesh = null;
  }
}
