import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import type { Db } from '../db/database.ts';
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
