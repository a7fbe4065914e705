import { LIVENESS_WS_PATH } from '../../../src-domain/liveness/protocol.ts';

/**
 * The liveness websocket on the API origin (spec §7; docs/architecture.md rule 4: the page's origin on
 * the web, the terminal's API in the kiosk, whose CSP allows that origin over https and wss).
 */
export function livenessSocketUrl(apiOrigin: string): string {
  const url = new URL(LIVENESS_WS_PATH, apiOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
