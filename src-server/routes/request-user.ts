import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { RequestSession, RequestUser } from '../sessions/request-auth.ts';

/** The user and session of a route declared `access: 'user'` (set by the access hook). */
export function signedIn(request: FastifyRequest): { user: RequestUser; session: RequestSession } {
  const { user, authSession } = request;
  if (!user || !authSession) throw new ApiError('access_denied');
  return { user, session: authSession };
}

/**
 * The rate-limit key of a request: a signed-in user is counted per account, not per address,
 * since a justice-hall kiosk serves many citizens from one IP (the access hook has set
 * `request.user` before the limit runs); anyone else per address.
 */
export function perUserRateLimitKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}
