import type { FastifyRequest } from 'fastify';
import { hasRole, type Role } from '../../src-domain/auth/roles.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * Throws unless the authenticated user holds `role`: 403 `forbidden` (the client's 403 page,
 * spec §8), not "Access Denied", which would end a session that is perfectly valid.
 */
export function assertRole(request: FastifyRequest, role: Role): void {
  if (!request.user) throw new ApiError('access_denied');
  if (!hasRole(request.user, role)) throw new ApiError('forbidden');
}

/** A preHandler for a route that needs a role beyond its declared access. */
export function requireRole(role: Role): (request: FastifyRequest) => Promise<void> {
  return async (request) => assertRole(request, role);
}
