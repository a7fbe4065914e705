import { test as base, type Browser, type Page } from '@playwright/test';
import type { SampleFaceId } from '../../src-server/seed/faces/sample-faces.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium-path.ts';
import { useTestCamera } from '../support/test-camera.ts';

export interface TopologyFixtures {
  /**
   * A page whose camera shows `person`'s face as the test camera's real-looking head (as
   * tests/support/camera-test.ts: tests/support/test-camera.ts), on nginx's origin with the stack's self-signed certificate
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
    const launched: { browser?: Promise<Browser> } = {};
    await use(async (person) => {
      // Chromium's fake devices give the microphone; the camera is the test camera, drawn in the page.
      launched.browser ??= playwright.chromium.launch({
        executablePath: chromiumPath(),
        args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
      });
      const context = await (await launched.browser).newContext({ baseURL, ignoreHTTPSErrors: true });
      context.setDefaultTimeout(actionTimeout ?? 60_000);
      await useTestCamera(context, { face: person.face });
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
    if (launched.browser) await (await launched.browser).close();
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
