import type { IncomingMessage } from 'node:http';

export type DirectiveValue = string | ((req: IncomingMessage) => string);
export type CspDirectives = Record<string, DirectiveValue[]>;

/** A Host header we are willing to echo into a header: name or IPv4/IPv6 literal, optional port. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The page's own origin as websocket sources. CSP level 3 lets `'self'` cover ws/wss of the same
 * host, but older engines (kiosk Chromium builds, Safari < 15.4) do not, so both are named.
 */
function sameOriginSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return SAFE_HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

/**
 * The portal's Content-Security-Policy: scripts, styles and connections only from our own
 * origin (and the signature agent's local websocket); images may also be data:/blob: (camera snapshots, QR codes) and come from the map
 * tile hosts; media from blob: (recordings); nothing may frame the portal or load plugins.
 */
export function cspDirectives(options: { tileHosts: readonly string[]; connectSources?: readonly string[] }): CspDirectives {
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
    'connect-src': ["'self'", sameOriginSockets, ...(options.connectSources ?? [])],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
}

/**
 * The policy as a header value for one request, compiled once: the directives' fixed text is
 * joined at start-up, so a request pays only for its per-request sources (the websocket origin).
 * Same text as a directive list written out by hand: `name value value;name value`.
 */
export function compileCsp(directives: CspDirectives): (req: IncomingMessage) => string {
  const parts: DirectiveValue[] = [];
  let text = '';
  for (const [name, values] of Object.entries(directives)) {
    text += `${text === '' && parts.length === 0 ? '' : ';'}${name}`;
    for (const value of values) {
      if (typeof value === 'string') {
        text += ` ${value}`;
        continue;
      }
      parts.push(`${text} `, value);
      text = '';
    }
  }
  if (text !== '') parts.push(text);
  if (parts.every((part) => typeof part === 'string')) {
    const fixed = parts.join('');
    return () => fixed;
  }
  return (req) => {
    let header = '';
    for (const part of parts) header += typeof part === 'string' ? part : part(req);
    return header;
  };
}
