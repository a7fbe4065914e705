import { regTypeOf } from '../../src-domain/acts/act-types.ts';
import type { Admission, RoomAct, RoomRefusal, RoomSeat } from '../../src-domain/video/room-admission.ts';
import { admitToRoom, roomOpensAt } from '../../src-domain/video/room-admission.ts';
import type { ApiErrorCode } from '../../src-domain/http/error-codes.ts';
import { formatDateTime } from '../../src-domain/time/format-date.ts';
import { notaryIdOfUser } from '../acts/act-access.ts';
import { visitSchedule } from '../acts/act-lifecycle-facts.ts';
import type { ActRow, PartyRow } from '../acts/act-rows.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';

/** The act as the room rules read it; null for a row with a step outside 1–9. */
export function roomAct(act: ActRow): RoomAct | null {
  const schedule = visitSchedule(act);
  return schedule ? { ...schedule, regtypeId: regTypeOf(act.regtype_id) } : null;
}

export interface Seat {
  seat: RoomSeat;
  /** The party row taking the seat (null for the notary and outsiders). */
  party: PartyRow | null;
}

/**
 * How `user` stands to the act's room, per act and per person (spec §6): the act's notary, or
 * the user's own party row (the newest, as an invitation answered again), or nobody.
 */
export async function seatOf(db: Db, act: ActRow, user: RequestUser): Promise<Seat> {
  if (act.notary_id !== null && (await notaryIdOfUser(db, user)) === act.notary_id) return { seat: { kind: 'notary' }, party: null };
  const parties = await db.selectFrom('act_parties').selectAll().where('act_id', '=', act.id).where('pin', '=', user.pin).orderBy('id').execute();
  const party = act.applicant_pin === user.pin ? parties[0] : parties.at(-1);
  if (!party) return { seat: { kind: 'none' }, party: null };
  return { seat: { kind: 'party', participationType: regTypeOf(party.participation_type), status: party.status }, party };
}

const REFUSAL_CODES: Readonly<Record<RoomRefusal, ApiErrorCode>> = {
  not_video_act: 'video_not_video_act',
  not_registration_step: 'video_not_registration_step',
  not_open_yet: 'video_room_not_open',
  room_closed: 'video_room_closed',
  not_participant: 'video_not_participant',
  in_person_participant: 'video_in_person_participant',
  invitation_not_answered: 'video_invitation_not_answered',
};

export function refusalError(reason: RoomRefusal, opensAt: Date | null): ApiError {
  return new ApiError(REFUSAL_CODES[reason], { params: { opensAt: opensAt ? formatDateTime(opensAt) : '—' } });
}

export interface SeatAdmission extends Seat {
  admission: Admission;
  opensAt: Date | null;
}

/** The seat and the room's rules together (src-domain/video/room-admission.ts). */
export async function admissionOf(db: Db, act: ActRow, user: RequestUser, now: Date, opensBeforeMs: number): Promise<SeatAdmission> {
  const facts = roomAct(act);
  const seat = await seatOf(db, act, user);
  if (!facts) return { ...seat, admission: { ok: false, reason: 'room_closed' }, opensAt: null };
  const admission = admitToRoom(facts, seat.seat, now, opensBeforeMs);
  return { ...seat, admission, opensAt: roomOpensAt(facts, opensBeforeMs) };
}
