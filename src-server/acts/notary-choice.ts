import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';

export interface ChosenNotary {
  id: number;
  officeId: number;
}

/** Open acts weigh on a notary's queue: drafts and acts awaiting registration. */
const OPEN_STATES = ['draft', 'awaiting_registration'] as const;

/**
 * A notary who takes new acts now (spec §3 Notary: licence active, not on leave, present,
 * active in the system).
 */
function availableNotaries(db: Db) {
  return db
    .selectFrom('notaries as n')
    .innerJoin('notary_offices as o', 'o.id', 'n.office_id')
    .select(['n.id', 'n.office_id'])
    .where('n.licence_status', '=', 'active')
    .where('n.leave_status', '=', 'none')
    .where('n.present', '=', 1)
    .where('n.active', '=', 1);
}

/**
 * Automatic choice (spec §1 "may be assigned one automatically"): among the available notaries
 * of the applicant's region that the applicant has not rejected for this act, the one with the
 * fewest open acts, ties to the lowest id. Deterministic, so a test (and a citizen asking twice)
 * gets the same notary; load-balancing, so one office is not flooded. Falls back to the whole
 * country when the region has nobody available; none at all is 409 `no_notary_available`.
 */
export async function pickNotaryAutomatically(db: Db, regionId: number | null, rejected: readonly number[]): Promise<ChosenNotary> {
  const candidates = async (inRegion: boolean) => {
    let query = availableNotaries(db)
      .leftJoin('notarial_acts as a', (join) => join.onRef('a.notary_id', '=', 'n.id').on('a.state', 'in', [...OPEN_STATES]))
      .select((eb) => eb.fn.count<number>('a.id').as('open_acts'))
      .groupBy(['n.id', 'n.office_id'])
      .orderBy('open_acts', 'asc')
      .orderBy('n.id', 'asc')
      .limit(1);
    if (inRegion && regionId !== null) query = query.where('o.region_id', '=', regionId);
    if (rejected.length > 0) query = query.where('n.id', 'not in', [...rejected]);
    return query.executeTakeFirst();
  };
  const row = (await candidates(true)) ?? (regionId === null ? undefined : await candidates(false));
  if (!row) throw new ApiError('no_notary_available');
  return { id: row.id, officeId: row.office_id };
}

/** The applicant's own choice: it must be available and not one they rejected for this act. */
export async function checkChosenNotary(db: Db, notaryId: number, rejected: readonly number[]): Promise<ChosenNotary> {
  if (rejected.includes(notaryId)) throw new ApiError('notary_unavailable');
  const row = await availableNotaries(db).where('n.id', '=', notaryId).executeTakeFirst();
  if (!row) throw new ApiError('notary_unavailable');
  return { id: row.id, officeId: row.office_id };
}

/** The applicant's region in the civil registry (for the automatic choice). */
export async function regionOfPerson(db: Db, pin: string): Promise<number | null> {
  const row = await db.selectFrom('persons').select('region_id').where('pin', '=', pin).executeTakeFirst();
  return row?.region_id ?? null;
}
