import type { Selectable } from 'kysely';
import type { RoomMember } from '../../src-domain/video/room-protocol.ts';
import type { RoomPresence } from '../../src-domain/video/reidentification.ts';
import type { Db } from '../db/database.ts';
import type { VideoRoomMembersTable } from '../db/tables/video.ts';

/** An act's room in one of its visits (migration 0036): connections of an earlier visit are not this room's. */
export interface RoomVisit {
  readonly id: number;
  readonly visit_number: number;
}

export type MemberRow = Selectable<VideoRoomMembersTable>;
export type LeftReason = NonNullable<VideoRoomMembersTable['left_reason']>;

/** Room membership lives in the database, so every server process sees the same room (docs/architecture.md Data). */
export function memberToWire(row: MemberRow): RoomMember {
  return {
    memberId: row.member_id,
    name: row.name,
    role: row.role,
    partyRole: row.party_role,
    identifiedAt: row.identified_at,
    muted: row.muted === 1,
    cameraOff: row.camera_off === 1,
    joinedAt: row.joined_at,
  };
}

const freshSince = (now: Date, staleMs: number) => new Date(now.getTime() - staleMs).toISOString();

/** Who is connected to the act's room now: rows of this visit not left and refreshed lately by their process. */
export async function liveMembers(db: Db, act: RoomVisit, now: Date, staleMs: number): Promise<MemberRow[]> {
  return db
    .selectFrom('video_room_members')
    .selectAll()
    .where('act_id', '=', act.id)
    .where('visit_number', '=', act.visit_number)
    .where('left_at', 'is', null)
    .where('seen_at', '>=', freshSince(now, staleMs))
    .orderBy('id')
    .execute();
}

/** The person's last connection to this visit's room, as the re-identification rule reads it. */
export async function presenceOf(
  db: Db,
  act: RoomVisit,
  pin: string,
  now: Date,
  staleMs: number,
): Promise<{ presence: RoomPresence; last: MemberRow | undefined }> {
  const last = await db
    .selectFrom('video_room_members')
    .selectAll()
    .where('act_id', '=', act.id)
    .where('visit_number', '=', act.visit_number)
    .where('pin', '=', pin)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return { presence: { identifiedAt: null, disconnectedAt: null, connected: false }, last };
  const stale = last.left_at === null && last.seen_at < freshSince(now, staleMs);
  const connected = last.left_at === null && !stale;
  const disconnectedAt = last.left_at ?? (stale ? last.seen_at : null);
  return {
    presence: {
      identifiedAt: last.identified_at ? new Date(last.identified_at) : null,
      disconnectedAt: disconnectedAt ? new Date(disconnectedAt) : null,
      connected,
    },
    last,
  };
}

/** Ends one connection; false when it had already ended (another process got there first). */
export async function markLeft(db: Db, memberId: string, reason: LeftReason, at: Date): Promise<MemberRow | undefined> {
  return db
    .updateTable('video_room_members')
    .set({ left_at: at.toISOString(), left_reason: reason })
    .where('member_id', '=', memberId)
    .where('left_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** This process is alive: its members' rows are fresh. */
export async function refreshMembers(db: Db, processId: string, at: Date): Promise<void> {
  await db.updateTable('video_room_members').set({ seen_at: at.toISOString() }).where('process_id', '=', processId).where('left_at', 'is', null).execute();
}

/** Members of processes that stopped refreshing them: ended as dropped at their last sign of life. */
export async function endStaleMembers(db: Db, now: Date, staleMs: number): Promise<MemberRow[]> {
  const stale = await db.selectFrom('video_room_members').selectAll().where('left_at', 'is', null).where('seen_at', '<', freshSince(now, staleMs)).execute();
  const ended: MemberRow[] = [];
  for (const row of stale) {
    const done = await db
      .updateTable('video_room_members')
      .set({ left_at: row.seen_at, left_reason: 'dropped' })
      .where('id', '=', row.id)
      .where('left_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (done) ended.push(done);
  }
  return ended;
}
