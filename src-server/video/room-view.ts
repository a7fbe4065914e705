import type { IdentityCheck, RecordingConsent, VideoRoomView } from '../../src-domain/http/routes/video-room.ts';
import { roomOpenState } from '../../src-domain/video/room-admission.ts';
import { faceCheckNeeded } from '../../src-domain/video/reidentification.ts';
import type { VideoAttemptResponse } from '../../src-domain/http/routes/video-room.ts';
import type { ActAccess } from '../acts/act-access.ts';
import { isActStep } from '../../src-domain/acts/steps.ts';
import { personName } from '../acts/act-wire.ts';
import type { Db } from '../db/database.ts';
import { listRecordings, recordingToSummary } from './recordings/recording-rows.ts';
import { issueRoomAttempt } from './room-identity.ts';
import { liveMembers, memberToWire, presenceOf } from './room-members.ts';
import { admissionOf, refusalError, roomAct } from './room-seat.ts';
import { videoEvidence } from './video-evidence.ts';
import type { VideoRooms } from './video-rooms.ts';

async function namesOf(db: Db, pins: readonly string[]): Promise<Map<string, string>> {
  if (pins.length === 0) return new Map();
  const rows = await db
    .selectFrom('persons')
    .select(['pin', 'surname', 'first_name', 'patronymic'])
    .where('pin', 'in', [...new Set(pins)])
    .execute();
  return new Map(rows.map((row) => [row.pin, personName(row)]));
}

/** `GET /api/acts/:uuid/video`: the room, the viewer's seat, who is in, the answers, the checks and the recordings. */
export async function roomView(rooms: VideoRooms, access: ActAccess): Promise<VideoRoomView> {
  const { act } = access;
  const { db, config } = rooms;
  const now = rooms.now();
  const facts = roomAct(act);
  const open = facts ? roomOpenState(facts, now, config.opensBeforeMs) : null;
  const seat = await admissionOf(db, act, access.user, now, config.opensBeforeMs);
  const [members, consentRows, checkRows, recordings, evidence] = await Promise.all([
    liveMembers(db, act, now, config.memberStaleMs),
    db.selectFrom('video_recording_consents').selectAll().where('act_id', '=', act.id).orderBy('id').execute(),
    db.selectFrom('video_identity_checks').selectAll().where('act_id', '=', act.id).where('passed_at', 'is not', null).orderBy('id').execute(),
    listRecordings(db, act.id),
    videoEvidence(db, act),
  ]);
  const names = await namesOf(db, [...consentRows.map((row) => row.pin), ...checkRows.map((row) => row.pin)]);
  const consents: RecordingConsent[] = consentRows.map((row) => ({ name: names.get(row.pin) ?? row.pin, agreed: row.agreed === 1, at: row.created_at }));
  const identityChecks: IdentityCheck[] = checkRows.map((row) => ({
    name: names.get(row.pin) ?? row.pin,
    role: row.role,
    passedAt: row.passed_at ?? row.issued_at,
    reason: row.reason,
  }));
  const refusal = seat.admission.ok ? null : seat.admission.reason;
  return {
    room: {
      open: open?.open ?? false,
      closedReason: open === null ? 'room_closed' : open.open ? null : open.reason,
      opensAt: open?.opensAt?.toISOString() ?? null,
      step: isActStep(act.step) ? act.step : 1,
    },
    me: { canJoin: seat.admission.ok, refusal, role: seat.seat.kind === 'notary' ? 'notary' : seat.seat.kind === 'party' ? 'party' : null },
    members: members.map(memberToWire),
    consents,
    identityChecks,
    recordings: recordings.map((row) => recordingToSummary(row, access.viewerRole === 'notary')),
    evidenceComplete: evidence.recordingSealed && evidence.unidentified === 0 && evidence.signed,
  };
}

/**
 * `POST /api/acts/:uuid/video/attempt`: the face check of a join, bound to this person and this
 * join (room-identity.ts). Only someone who may take a seat now gets one: a stranger, a party in
 * person or a closed room is refused before any face is analysed.
 */
export async function roomAttempt(rooms: VideoRooms, access: ActAccess): Promise<VideoAttemptResponse> {
  const { act } = access;
  const now = rooms.now();
  const seat = await admissionOf(rooms.db, act, access.user, now, rooms.config.opensBeforeMs);
  if (!seat.admission.ok) throw refusalError(seat.admission.reason, seat.opensAt);
  const { presence } = await presenceOf(rooms.db, act, access.pin, now, rooms.config.memberStaleMs);
  // A check asked while none is due (the panel's own "face check") is recorded as a first join's.
  const reason = faceCheckNeeded(presence, now, rooms.config.reidentifyGapMs) ?? 'first_join';
  return issueRoomAttempt(rooms.options, act, { pin: access.pin, role: seat.admission.role }, reason, now);
}
