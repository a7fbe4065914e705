import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { RoomMember } from '../../src-domain/video/room-protocol.ts';
import type { Db } from '../db/database.ts';
import type { VideoTestRoomSeatsTable } from '../db/tables/video.ts';

type SeatRow = Selectable<VideoTestRoomSeatsTable>;

/** The two seats of a test room (docs/decisions/0030-room-test-peer.md). */
const SEATS = [1, 2] as const;

/**
 * A test room's key on the bus between processes, where an act room's is its act id: negative,
 * so it never meets a real act's events, and the room's own database id, so no two rooms of any
 * processes share one.
 */
export const testRoomKey = (roomId: number): number => -roomId;

export interface TestSeat {
  roomId: number;
  member: RoomMember;
  /** Who sat in the room before (the page's other socket). */
  others: RoomMember[];
}

function seatToWire(row: SeatRow): RoomMember {
  return { memberId: row.member_id, name: '', role: 'test', partyRole: null, identifiedAt: null, muted: false, cameraOff: false, joinedAt: row.joined_at };
}

/**
 * Takes a seat in the test room `name` for a socket of `processId`, whichever process holds
 * the room's other socket: the room is made by whoever comes first, and each seat can be taken
 * once (a unique index), so of any number of sockets on any processes two get a seat. null:
 * the room is full.
 */
export async function takeTestSeat(db: Db, name: string, processId: string, now: Date): Promise<TestSeat | null> {
  const at = now.toISOString();
  await db
    .insertInto('video_test_rooms')
    .values({ name, created_at: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const room = await db.selectFrom('video_test_rooms').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  for (const seat of SEATS) {
    const taken = await db
      .insertInto('video_test_room_seats')
      .values({ room_id: room.id, seat, member_id: randomBytes(12).toString('base64url'), process_id: processId, joined_at: at, seen_at: at })
      .onConflict((oc) => oc.columns(['room_id', 'seat']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!taken) continue;
    const others = await db.selectFrom('video_test_room_seats').selectAll().where('room_id', '=', room.id).where('id', '!=', taken.id).execute();
    return { roomId: room.id, member: seatToWire(taken), others: others.map(seatToWire) };
  }
  return null;
}

/** The socket left: its seat is removed, and the room with it once empty. */
export async function leaveTestSeat(db: Db, roomId: number, memberId: string): Promise<void> {
  await db.deleteFrom('video_test_room_seats').where('member_id', '=', memberId).execute();
  await db
    .deleteFrom('video_test_rooms')
    .where('id', '=', roomId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('video_test_room_seats').select('id').where('room_id', '=', roomId))))
    .execute();
}

/** This process is alive: its test seats are fresh. */
export async function refreshTestSeats(db: Db, processId: string, at: Date): Promise<void> {
  await db.updateTable('video_test_room_seats').set({ seen_at: at.toISOString() }).where('process_id', '=', processId).execute();
}

/** Seats of processes that stopped refreshing them: removed, with their rooms once empty. */
export async function endStaleTestSeats(db: Db, now: Date, staleMs: number): Promise<{ roomId: number; memberId: string }[]> {
  const before = new Date(now.getTime() - staleMs).toISOString();
  const stale = await db.selectFrom('video_test_room_seats').select(['room_id', 'member_id']).where('seen_at', '<', before).execute();
  for (const seat of stale) await leaveTestSeat(db, seat.room_id, seat.member_id);
  return stale.map((seat) => ({ roomId: seat.room_id, memberId: seat.member_id }));
}
