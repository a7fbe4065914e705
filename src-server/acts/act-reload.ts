import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import type { Db } from '../db/database.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { type ActAccess, loadActForUser } from './act-access.ts';
import { loadActDetails } from './act-details.ts';

/**
 * The act after a mutation, read inside the mutation's transaction (the answer is what commits),
 * with the user resolved again: their party status may have changed.
 */
export async function detailsAfter(trx: Db, access: ActAccess, now: Date): Promise<ActDetails> {
  const fresh = await loadActForUser(trx, { id: access.act.id }, access.user);
  return loadActDetails(trx, fresh, now);
}

/** The act as `user` sees it now, read after a commit. */
export async function reloadDetails(db: Db, user: RequestUser, uuid: string, now: Date): Promise<ActDetails> {
  return loadActDetails(db, await loadActForUser(db, uuid, user), now);
}
