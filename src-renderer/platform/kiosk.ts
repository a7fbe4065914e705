import type { KioskBridge } from '../../src-domain/bridge/contract.ts';

/**
 * The only place that reads `window.kiosk`, the bridge the Electron preload exposes
 * (docs/architecture.md rule 4). In a plain browser it is absent.
 */
declare global {
  interface Window {
    kiosk?: KioskBridge;
  }
}

export function kioskBridge(): KioskBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.kiosk;
}

/** True inside the kiosk shell (Electron), whatever path is shown. */
export function isKioskShell(): boolean {
  return kioskBridge() !== undefined;
}
