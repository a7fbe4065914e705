import type { FastifyRequest } from 'fastify';
import { loadActForUser } from '../../acts/act-access.ts';
import type { Db } from '../../db/database.ts';
import { signedIn } from '../request-user.ts';

/**
 * A preHandler for act routes that take a body: the caller's right to the act (418
 * `uuid_not_found` / `pin_not_found_in_uuid`, spec §8) is decided before their input is read, so
 * an outsider learns nothing from validation messages and every act route answers an outsider
 * the same way (the cross-user test probes every route with an empty body).
 */
export function actAccessFirst(db: Db): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    if (request.method === 'GET') return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const { user } = signedIn(request);
    if (typeof params.uuid === 'string') await loadActForUser(db, params.uuid, user);
    else if (typeof params.rid === 'string' && /^\d{1,9}$/.test(params.rid)) await loadActForUser(db, { id: Number(params.rid) }, user);
  };
}
