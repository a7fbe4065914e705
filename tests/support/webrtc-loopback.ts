import type { BrowserContext } from '@playwright/test';

/**
 * Chromium flags for WebRTC between pages on this machine (docs/architecture.md Testing): loopback
 * candidates allowed and not hidden behind mDNS names.
 */
export const LOOPBACK_WEBRTC_ARGS = ['--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'];

/**
 * Only 127.0.0.1 candidates reach a peer connection: the machine has another interface, and the
 * tests must connect over loopback alone (docs/architecture.md Testing). A test harness filter on the
 * receiving side, installed before the app's scripts run; the app itself is unchanged.
 */
export async function onlyLoopbackCandidates(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const add = RTCPeerConnection.prototype.addIceCandidate;
    RTCPeerConnection.prototype.addIceCandidate = function addLoopbackOnly(
      this: RTCPeerConnection,
      candidate?: RTCIceCandidateInit | null,
      ...rest: unknown[]
    ) {
      const text = candidate?.candidate ?? '';
      if (text !== '' && !/ 127\.0\.0\.1 /.test(text)) return Promise.resolve();
      return (add as (this: RTCPeerConnection, ...args: unknown[]) => Promise<void>).call(this, candidate, ...rest);
    } as typeof RTCPeerConnection.prototype.addIceCandidate;
  });
}
