import { TERMINAL_ACT_STATES } from '../acts/act-states.ts';
import { REG_TYPES, type RegType } from '../acts/act-types.ts';
import type { PartyStatus } from '../acts/lifecycle/act-actors.ts';
import { isNoShow, visitInstant, type VisitSchedule } from '../acts/lifecycle/no-show.ts';

/** What the room rules read of an act. */
export interface RoomAct extends VisitSchedule {
  /** In person or video conference (spec §3 regtype). */
  readonly regtypeId: RegType;
}

/** How one signed-in person stands to the act's room. */
export type RoomSeat =
  { readonly kind: 'notary' } | { readonly kind: 'party'; readonly participationType: RegType; readonly status: PartyStatus } | { readonly kind: 'none' };

/** Why the room is not open now. */
export type RoomClosedReason = 'not_video_act' | 'not_registration_step' | 'not_open_yet' | 'room_closed';

/** Why a person may not join although the room may be open. */
export type SeatRefusal = 'not_participant' | 'in_person_participant' | 'invitation_not_answered';

export type RoomRefusal = RoomClosedReason | SeatRefusal;

export type RoomOpenState =
  { readonly open: true; readonly opensAt: Date | null } | { readonly open: false; readonly reason: RoomClosedReason; readonly opensAt: Date | null };

export type Admission = { readonly ok: true; readonly role: 'notary' | 'party' } | { readonly ok: false; readonly reason: RoomRefusal };

/** When the room of `act` opens: `opensBeforeMs` before the set visit time (null: no time set). */
export function roomOpensAt(act: RoomAct, opensBeforeMs: number): Date | null {
  const visit = visitInstant(act);
  return visit === null ? null : new Date(visit.getTime() - opensBeforeMs);
}

/**
 * Spec §4 step 8 "parties attend at the set time, in person or by video": a room exists for an
 * act registered by video (regtype 2) at step 8 awaiting registration, from `opensBeforeMs`
 * before the visit until it is registered (step 9) or closed (terminal state, a no-show).
 */
export function roomOpenState(act: RoomAct, now: Date, opensBeforeMs: number): RoomOpenState {
  const opensAt = roomOpensAt(act, opensBeforeMs);
  if (act.regtypeId !== REG_TYPES.video) return { open: false, reason: 'not_video_act', opensAt };
  if (act.step === 9 || TERMINAL_ACT_STATES.includes(act.state) || isNoShow(act, now)) return { open: false, reason: 'room_closed', opensAt };
  if (act.step !== 8 || act.state !== 'awaiting_registration') return { open: false, reason: 'not_registration_step', opensAt };
  if (opensAt === null || now.getTime() < opensAt.getTime()) return { open: false, reason: 'not_open_yet', opensAt };
  return { open: true, opensAt };
}

/**
 * Who may take a seat in the room, decided per act and per person (spec §1 "video conference
 * needs a verified identity", §3 Party "participation type (1 meeting the notary, 2 video)", §6):
 * the act's notary, and each party of the act taking part by video whose invitation is accepted
 * (the applicant's own row is accepted). A party meeting the notary in person, a party who has
 * not answered, declined or left, and anyone else are refused. A translator is a party of the
 * act (role `translator`) and takes a seat the same way.
 */
export function seatRefusal(seat: RoomSeat): SeatRefusal | null {
  if (seat.kind === 'notary') return null;
  if (seat.kind === 'none') return 'not_participant';
  if (seat.status === 'declined' || seat.status === 'exited') return 'not_participant';
  if (seat.participationType !== REG_TYPES.video) return 'in_person_participant';
  if (seat.status !== 'accepted') return 'invitation_not_answered';
  return null;
}

/**
 * Who takes part in an act's registration by video: the people `seatRefusal` seats — its
 * notary, and its parties by video who accepted. Its room admits them, each is identified there,
 * and they sign the act (docs/signatures.md); the server reads them with
 * src-server/acts/video-participants.ts.
 */
export function takesPartByVideo(seat: RoomSeat): boolean {
  return seatRefusal(seat) === null;
}

/** The room's and the seat's rules together: the seat first, so an outsider learns nothing of the room. */
export function admitToRoom(act: RoomAct, seat: RoomSeat, now: Date, opensBeforeMs: number): Admission {
  const refusal = seatRefusal(seat);
  if (refusal !== null) return { ok: false, reason: refusal };
  const state = roomOpenState(act, now, opensBeforeMs);
  if (!state.open) return { ok: false, reason: state.reason };
  return { ok: true, role: seat.kind === 'notary' ? 'notary' : 'party' };
}
