import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { RequestSession, RequestUser } from '../sessions/request-auth.ts';

/** The user and session of a route declared `access: 'user'` (set by the access hook). */
export function signedIn(request: FastifyRequest): { user: RequestUser; session: RequestSession } {
  const { user, authSession } = request;
  if (!user || !authSession) throw new ApiError('access_denied');
  return { user, session: authSession };
}
