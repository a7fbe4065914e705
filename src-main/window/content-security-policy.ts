import { originOf } from './app-origin.ts';

/**
 * The CSP of every app:// response. Scripts only from the app itself; the network only to the
 * API's origin, over https and its websocket twin (face liveness and video signalling,
 * docs/architecture.md rule 4). Without an API origin (broken terminal config) nothing may connect.
 *
 * style-src keeps 'unsafe-inline' because react-aria-components, our accessible primitives,
 * injects a <style> element at runtime (touch-action for pressable elements, which a touch
 * kiosk needs). A nonce would mean rewriting index.html per response; inline CSS cannot run
 * script, and script-src stays strict.
 */
export function contentSecurityPolicy(apiBaseUrl: string | null): string {
  const connect = apiBaseUrl === null ? ["'none'"] : apiConnectSources(apiBaseUrl);
  const directives: ReadonlyArray<readonly [string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['media-src', "'self'", 'blob:', 'mediastream:'],
    ['font-src', "'self'"],
    ['connect-src', ...connect],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

// WHATWG URL parsing lets `'` and `;` through in host names; either would break out of the
// directive, so the origin must look like a plain host (name, IPv4 or [IPv6]) and port.
const HTTP_ORIGIN = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

function apiConnectSources(apiBaseUrl: string): [string, string] {
  const origin = originOf(apiBaseUrl);
  if (origin === null || !HTTP_ORIGIN.test(origin)) {
    throw new Error(`API base URL must be a plain http(s) origin: ${apiBaseUrl}`);
  }
  // https → wss, http → ws: the same host and port, so the websocket can reach nothing else.
  return [origin, origin.replace(/^http/, 'ws')];
}
