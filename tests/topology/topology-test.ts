import { test as base, type Browser, type Page } from '@playwright/test';
import type { SampleFaceId } from '../../src-server/seed/faces/sample-faces.ts';
import { cameraArgs, ensureFaceVideo } from '../support/camera-videos.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium-path.ts';

export interface TopologyFixtures {
  /**
   * A page of a Chromium whose fake camera shows `person`'s face (one browser per face, as
   * tests/support/camera-test.ts), on nginx's origin with the stack's self-signed certificate
   * accepted, and WebRTC forced through TURN: every RTCPeerConnection the app makes gets
   * `iceTransportPolicy: "relay"` and is kept in `window.__topologyPeers` for the test to read
   * its statistics. The app itself is unchanged.
   */
  personPage: (person: { face: SampleFaceId }) => Promise<Page>;
}

declare global {
  interface Window {
    __topologyPeers?: RTCPeerConnection[];
  }
}

export const test = base.extend<TopologyFixtures>({
  personPage: async ({ playwright, baseURL, actionTimeout }, use) => {
    const browsers = new Map<SampleFaceId, Promise<Browser>>();
    const launch = async (face: SampleFaceId): Promise<Browser> =>
      playwright.chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...cameraArgs(await ensureFaceVideo(face))] });
    await use(async (person) => {
      let browser = browsers.get(person.face);
      if (!browser) {
        browser = launch(person.face);
        browsers.set(person.face, browser);
      }
      const context = await (await browser).newContext({ baseURL, ignoreHTTPSErrors: true });
      context.setDefaultTimeout(actionTimeout ?? 60_000);
      await context.addInitScript(() => {
        const Native = window.RTCPeerConnection;
        const peers: RTCPeerConnection[] = [];
        window.__topologyPeers = peers;
        window.RTCPeerConnection = class RelayOnly extends Native {
          constructor(config?: RTCConfiguration) {
            super({ ...config, iceTransportPolicy: 'relay' });
            peers.push(this);
          }
        };
      });
      return context.newPage();
    });
    await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
  },
});

/** What the page's live peer connections say: the pair of candidates in use and the video received. */
export interface PeerSample {
  localType: string | null;
  remoteType: string | null;
  /** The ports of the pair's two ends: coturn's relay ports when both sides relay. */
  localPort: number | null;
  remotePort: number | null;
  framesDecoded: number;
  bytesReceived: number;
}

export function samplePeers(page: Page): Promise<PeerSample[]> {
  return page.evaluate(async () => {
    const live = (window.__topologyPeers ?? []).filter((peer) => peer.connectionState === 'connected');
    return Promise.all(
      live.map(async (peer) => {
        const stats = await peer.getStats();
        let pair: { localCandidateId?: string; remoteCandidateId?: string } | undefined;
        let framesDecoded = 0;
        let bytesReceived = 0;
        stats.forEach((report: { type: string; selectedCandidatePairId?: string; kind?: string; framesDecoded?: number; bytesReceived?: number }) => {
          if (report.type === 'transport' && report.selectedCandidatePairId) pair = stats.get(report.selectedCandidatePairId) as typeof pair;
          if (report.type === 'inbound-rtp' && report.kind === 'video') {
            framesDecoded += report.framesDecoded ?? 0;
            bytesReceived += report.bytesReceived ?? 0;
          }
        });
        const candidate = (id?: string) => (id ? (stats.get(id) as { candidateType?: string; port?: number } | undefined) : undefined);
        const [local, remote] = [candidate(pair?.localCandidateId), candidate(pair?.remoteCandidateId)];
        return {
          localType: local?.candidateType ?? null,
          remoteType: remote?.candidateType ?? null,
          localPort: local?.port ?? null,
          remotePort: remote?.port ?? null,
          framesDecoded,
          bytesReceived,
        };
      }),
    );
  });
}
