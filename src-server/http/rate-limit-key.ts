import type { FastifyRequest } from 'fastify';

/** Rate-limit key of a signed-in route: the account (a kiosk serves many citizens from one address), else the address. */
export function perUserKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}
