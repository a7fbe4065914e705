import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { cspDirectives } from './content-security-policy.ts';

/**
 * Camera and microphone are needed by the face check and video calls (spec §1), geolocation by
 * the notary map; every other powerful feature is off for the portal and anything it embeds.
 */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=(), serial=()';

/** Map tile servers the notary map may load images from (CSP img-src); TILE_HOSTS overrides. */
export const DEFAULT_TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'] as const;

export interface SecurityHeadersOptions {
  /** Extra image sources for map tiles, e.g. `https://tile.openstreetmap.org`. */
  tileHosts: readonly string[];
  /** Extra connect-src sources, e.g. the E-IMZO agent `wss://127.0.0.1:64443`. */
  connectSources?: readonly string[];
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Off: it would block the map tiles and cannot be satisfied by third-party tile servers.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
