export type CspDirectives = Record<string, string[]>;

/**
 * The portal's own websocket origin (face check, video rooms), from its configured public origin
 * (PUBLIC_ORIGIN), never from a request's `Host`, which the client chooses. CSP level 3 lets
 * `'self'` cover ws/wss of the same host, but older engines (kiosk Chromium builds, Safari < 15.4)
 * do not, so it is named: `wss://` for an https portal, `ws://` for a plain-http development one.
 */
export function publicSocketOrigin(publicOrigin: string): string {
  const url = new URL(publicOrigin);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The portal's Content-Security-Policy: scripts, styles and connections only from our own
 * origin (and the signature agent's local websocket); images may also be data:/blob: (camera
 * snapshots, QR codes) and come from the map tile hosts; media from blob: (recordings); nothing
 * may frame the portal or load plugins.
 */
export function cspDirectives(options: { tileHosts: readonly string[]; publicOrigin: string; connectSources?: readonly string[] }): CspDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    // Styles may be inline: react-aria-components injects a small <style> for press/scroll
    // behaviour, and the prerendered public pages inline their critical CSS. Scripts stay
    // strictly 'self', which is what stops injected code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...options.tileHosts],
    'font-src': ["'self'", 'data:'],
    // Beside our own origin: the E-IMZO agent on the signer's computer (docs/signatures.md).
    'connect-src': ["'self'", publicSocketOrigin(options.publicOrigin), ...(options.connectSources ?? [])],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
}

/**
 * The policy as a header value, written once at start-up: nothing in it depends on the request
 * (docs/decisions/0038-per-request-cost.md). Same text as a directive list written out by hand:
 * `name value value;name value`.
 */
export function compileCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}
