import type { KioskBridge } from '../../src-domain/bridge/contract.ts';

/**
 * Puts a stand-in for the preload's `window.kiosk` on the page for a renderer test (only
 * platform/ may touch it, docs/architecture.md Layers rule 4): the channels a test names, each
 * answering as main would. Returns the removal.
 */
export function installFakeKioskShell(channels: Partial<KioskBridge>): () => void {
  window.kiosk = channels as KioskBridge;
  return () => {
    delete window.kiosk;
  };
}
