import type { FastifyRequest } from 'fastify';

/** A Host we are willing to print into a link: name or IPv4/IPv6 literal, optional port. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The portal's public origin for links that leave the page (invitation SMS and QR codes, the
 * check link on a printed act): the configured one (AppOptions.publicOrigin) when a deployment
 * sets it, else the origin the request came to — the web portal and the API share it (spec §7
 * "Base path /api on the same host"). Behind a proxy, `trustProxy` makes that X-Forwarded-*.
 */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '');
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
