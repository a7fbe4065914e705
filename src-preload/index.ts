import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_CHANNEL_NAMES } from '../src-domain/bridge/channels.ts';
import type { KioskBridge } from '../src-domain/bridge/contract.ts';

/**
 * `window.kiosk`: one function per bridge channel and nothing else (docs/architecture.md rule 3).
 * ipcRenderer itself never crosses into the page, so page script cannot pick its own channel
 * or listen to main; main still validates every call (src-main/ipc/validated-ipc.ts).
 * Only channel names are imported at run time, which keeps valibot out of this sandboxed script.
 */
function buildKioskBridge(): KioskBridge {
  const entries = Object.entries(BRIDGE_CHANNEL_NAMES).map(
    ([method, channel]) => [method, (...args: unknown[]) => ipcRenderer.invoke(channel, ...args)] as const,
  );
  // Built from the same method map KioskBridge is typed from, so the shape matches by construction.
  return Object.fromEntries(entries) as KioskBridge;
}

contextBridge.exposeInMainWorld('kiosk', buildKioskBridge());
