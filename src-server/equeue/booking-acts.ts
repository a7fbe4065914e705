import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import { isActTypeId } from '../../src-domain/acts/act-types.ts';
import type { BookingAct } from '../../src-domain/http/routes/equeue-bookings.ts';
import type { Db } from '../db/database.ts';

/** States of an act still open (spec §4: before registration and not ended). */
const OPEN_STATES = ['draft', 'awaiting_registration'] as const;

interface ActRowPart {
  id: number;
  uuid: string;
  act_type_id: number;
  step: number;
}

function toBookingAct(row: ActRowPart): BookingAct | null {
  return isActTypeId(row.act_type_id) ? { uuid: row.uuid, id: row.id, actTypeId: row.act_type_id as ActTypeId, step: row.step } : null;
}

/** The acts a booking names, by id. */
export async function actsById(db: Db, ids: readonly number[]): Promise<Map<number, BookingAct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('notarial_acts')
    .select(['id', 'uuid', 'act_type_id', 'step'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.flatMap((row) => {
      const act = toBookingAct(row);
      return act ? [[row.id, act] as const] : [];
    }),
  );
}

/**
 * The acts a visit of `citizenPin` to `notaryId` may be for: the citizen's own open acts (they
 * are the applicant) assigned to that notary, newest first (docs/decisions/0055-notary-queue.md).
 */
export async function linkableActs(db: Db, citizenPin: string, notaryId: number): Promise<BookingAct[]> {
  const rows = await db
    .selectFrom('notarial_acts')
    .select(['id', 'uuid', 'act_type_id', 'step'])
    .where('applicant_pin', '=', citizenPin)
    .where('notary_id', '=', notaryId)
    .where('state', 'in', [...OPEN_STATES])
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return rows.flatMap((row) => {
    const act = toBookingAct(row);
    return act ? [act] : [];
  });
}

/** The act `uuid` when it is one `linkableActs` would list for this citizen and notary; else undefined. */
export async function findLinkableAct(db: Db, uuid: string, citizenPin: string, notaryId: number): Promise<BookingAct | undefined> {
  const row = await db
    .selectFrom('notarial_acts')
    .select(['id', 'uuid', 'act_type_id', 'step'])
    .where('uuid', '=', uuid)
    .where('applicant_pin', '=', citizenPin)
    .where('notary_id', '=', notaryId)
    .where('state', 'in', [...OPEN_STATES])
    .executeTakeFirst();
  return row ? (toBookingAct(row) ?? undefined) : undefined;
}
