import { kioskBridge } from './kiosk.ts';

let pending: Promise<string> | undefined;

/**
 * Origin the API is called on (spec §7: base path `/api` on the same host). On the web that is
 * the page's own origin; in the kiosk the page is `app://` and the API is the one the terminal
 * config names (its origin only: the shell's CSP allows exactly that origin, docs/architecture.md
 * rule 4). Asked once; a failed read is asked again on the next call.
 */
export function apiOrigin(): Promise<string> {
  pending ??= resolveOrigin().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function resolveOrigin(): Promise<string> {
  const bridge = kioskBridge();
  if (!bridge) return window.location.origin;
  const config = await bridge.terminalConfig();
  return new URL(config.apiBaseUrl).origin;
}
