import type { ActFacts, OpenActFacts } from '../../../src-domain/acts/blocking/act-facts.ts';
import { duplicateKeyOf } from '../../../src-domain/acts/blocking/duplicate-keys.ts';
import { NOTIFY_OPEN_STATES } from '../../../src-domain/auth/notify-rule.ts';
import type { Db } from '../../db/database.ts';

/** Enough to show every duplicate; a person rarely has more open acts of one type. */
const MAX_CANDIDATES = 50;

/**
 * Unfinished acts of the same guarded type that share a vehicle, a real estate or a person
 * with `act` (spec §5 duplicates). The domain rule decides which of them really duplicate it;
 * this only narrows the search with the act's own keys, using the subject and party indexes.
 */
export async function openActCandidates(db: Db, act: ActFacts): Promise<OpenActFacts[]> {
  if (!duplicateKeyOf(act.actTypeId)) return [];
  const vehicleIds = act.subjects.flatMap((s) => (s.vehicleId === null ? [] : [s.vehicleId]));
  const estateIds = act.subjects.flatMap((s) => (s.realEstateId === null ? [] : [s.realEstateId]));
  const pins = act.parties.filter((p) => !p.isApplicant).map((p) => p.pin);
  // Every duplicate key needs a shared object or person: an act with neither duplicates nothing.
  if (vehicleIds.length === 0 && estateIds.length === 0 && pins.length === 0) return [];
  const rows = await db
    .selectFrom('notarial_acts as a')
    .select(['a.id', 'a.uuid', 'a.regsystem_id', 'a.act_type_id', 'a.applicant_pin'])
    .where('a.act_type_id', '=', act.actTypeId)
    .where('a.id', '!=', act.id)
    .where('a.state', 'in', [...NOTIFY_OPEN_STATES])
    .where((eb) =>
      eb.or([
        ...(vehicleIds.length > 0
          ? [eb.exists(eb.selectFrom('act_subjects as s').select('s.id').whereRef('s.act_id', '=', 'a.id').where('s.vehicle_id', 'in', vehicleIds))]
          : []),
        ...(estateIds.length > 0
          ? [eb.exists(eb.selectFrom('act_subjects as s').select('s.id').whereRef('s.act_id', '=', 'a.id').where('s.real_estate_id', 'in', estateIds))]
          : []),
        ...(pins.length > 0 ? [eb.exists(eb.selectFrom('act_parties as p').select('p.id').whereRef('p.act_id', '=', 'a.id').where('p.pin', 'in', pins))] : []),
      ]),
    )
    .orderBy('a.id')
    .limit(MAX_CANDIDATES)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [subjects, parties] = await Promise.all([
    db.selectFrom('act_subjects').select(['act_id', 'vehicle_id', 'real_estate_id']).where('act_id', 'in', ids).execute(),
    db.selectFrom('act_parties').select(['act_id', 'pin', 'role']).where('act_id', 'in', ids).execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    regsystemId: row.regsystem_id,
    actTypeId: row.act_type_id,
    applicantPin: row.applicant_pin,
    vehicleIds: subjects.flatMap((s) => (s.act_id === row.id && s.vehicle_id !== null ? [s.vehicle_id] : [])),
    realEstateIds: subjects.flatMap((s) => (s.act_id === row.id && s.real_estate_id !== null ? [s.real_estate_id] : [])),
    parties: parties.filter((p) => p.act_id === row.id).map((p) => ({ pin: p.pin, role: p.role })),
  }));
}
