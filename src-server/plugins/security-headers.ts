import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../http/api-path.ts';
import { compileCsp, cspDirectives } from './content-security-policy.ts';

/**
 * Camera and microphone are needed by the face check and video calls (spec §1), geolocation by
 * the notary map; every other powerful feature is off for the portal and anything it embeds.
 */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=(), serial=()';

/** Map tile servers the notary map may load images from (CSP img-src); TILE_HOSTS overrides. */
export const DEFAULT_TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'] as const;

/**
 * What every answer carries besides its policy (the set helmet 8 sends by default, with frames
 * denied and no referrer): no sniffing, no framing, isolated browsing context, HTTPS remembered.
 * Cross-Origin-Embedder-Policy is left out: it would block the map tiles and cannot be
 * satisfied by third-party tile servers.
 */
const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
};
const FIXED_ENTRIES = Object.entries(FIXED_HEADERS);

/**
 * What an API answer carries besides its policy: the headers that act on a response read as
 * data (OWASP REST Security: no sniffing, no framing, HTTPS remembered, no cross-origin reads,
 * no referrer). The others of `FIXED_HEADERS` act only on a document the browser renders —
 * opener isolation, agent clusters, DNS prefetching, features, legacy IE and Flash switches —
 * and a JSON answer under `default-src 'none'` is never one; each header is bytes every answer
 * pays for (docs/decisions/0052-public-reads-and-health-cost.md).
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': FIXED_HEADERS['cross-origin-resource-policy']!,
  'referrer-policy': FIXED_HEADERS['referrer-policy']!,
  'strict-transport-security': FIXED_HEADERS['strict-transport-security']!,
  'x-content-type-options': FIXED_HEADERS['x-content-type-options']!,
  'x-frame-options': FIXED_HEADERS['x-frame-options']!,
  // JSON is data, never a document: it may load nothing and be framed by nobody.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
const API_ENTRIES = Object.entries(API_HEADERS);

export interface SecurityHeadersOptions {
  /** Extra image sources for map tiles, e.g. `https://tile.openstreetmap.org`. */
  tileHosts: readonly string[];
  /** The portal's public origin (PUBLIC_ORIGIN): its websockets are named in connect-src. */
  publicOrigin: string;
  /** Extra connect-src sources, e.g. the E-IMZO agent `wss://127.0.0.1:64443`. */
  connectSources?: readonly string[];
}

/**
 * Security headers on every answer (pages, files, API, errors), set before anything else runs so
 * the access check's 403 carries them too. Computed once at start-up, the page's policy too: a
 * request pays for setting them, nothing else (docs/decisions/0038-per-request-cost.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const policy = compileCsp(cspDirectives(options));
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) {
      for (const [name, value] of API_ENTRIES) reply.header(name, value);
      return done();
    }
    for (const [name, value] of FIXED_ENTRIES) reply.header(name, value);
    reply.header('content-security-policy', policy);
    done();
  });
}
