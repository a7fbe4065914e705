import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { seed } from '../seed/seed.ts';
import { openPostgresSchema, type PostgresSchema, skipWithoutPostgres } from '../test-support/postgres-schema.ts';
import { prepareOpenRoom, type PreparedRoom, type ServerProcess, startServerProcess } from './room-processes.test-support.ts';
import { RoomTestSocket } from './room.test-support.ts';

/**
 * docs/architecture.md "cross-process events (room signalling) go through PostgreSQL LISTEN/NOTIFY":
 * two real server processes on one database; the notary on one, the party on the other; the room
 * test's pairs split across them. Runs with TEST_DATABASE_URL (required in CI), in a schema of
 * its own.
 */
let schema: PostgresSchema;
let servers: ServerProcess[] = [];
let room: PreparedRoom;
const [first, second] = [() => servers[0]!, () => servers[1]!];

beforeAll(async () => {
  if (skipWithoutPostgres) return;
  schema = await openPostgresSchema('rooms', 4);
  await migrateToLatest(schema.db);
  await seed(schema.db, { seed: DEFAULT_SEED, scale: 0.2 });
  servers = await Promise.all([startServerProcess(schema.url), startServerProcess(schema.url)]);
  // After the processes are up: the prepared seats' drop must be within the re-identification gap.
  room = await prepareOpenRoom(schema.db);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await schema?.drop();
});

describe('video rooms across two server processes (PostgreSQL)', () => {
  it.skipIf(skipWithoutPostgres)(
    'shares membership, relays signals both ways (a large one through the relay table), and tells of a drop',
    { timeout: 120_000 },
    async () => {
      const notary = new RoomTestSocket(first().url);
      await notary.send({ type: 'join', token: room.tokens.gulnora, act: room.uuid });
      const notaryJoined = await notary.next('joined', 15_000);
      expect(notaryJoined).toMatchObject({ resumed: true, members: [] });

      const party = new RoomTestSocket(second().url);
      await party.send({ type: 'join', token: room.tokens.malika, act: room.uuid });
      const partyJoined = await party.next('joined', 15_000);
      // Membership is the database's: the other process's member is listed.
      expect(partyJoined.members.map((member) => member.memberId)).toEqual([notaryJoined.self.memberId]);
      expect(await notary.next('member-joined', 15_000)).toMatchObject({ member: { memberId: partyJoined.self.memberId } });

      const offer = { type: 'offer', sdp: `v=0\r\n${'a=x-codec:padding\r\n'.repeat(600)}` };
      expect(JSON.stringify(offer).length).toBeGreaterThan(8_000);
      await party.send({ type: 'signal', to: notaryJoined.self.memberId, data: offer });
      expect(await notary.next('signal', 15_000)).toEqual({ type: 'signal', from: partyJoined.self.memberId, data: offer });
      await notary.send({ type: 'signal', to: partyJoined.self.memberId, data: { type: 'answer', sdp: 'v=0' } });
      expect(await party.next('signal', 15_000)).toEqual({ type: 'signal', from: notaryJoined.self.memberId, data: { type: 'answer', sdp: 'v=0' } });

      party.drop();
      expect(await notary.next('member-left', 15_000)).toEqual({ type: 'member-left', memberId: partyJoined.self.memberId, reason: 'dropped' });
      notary.close();
      await notary.closed;
    },
  );

  it.skipIf(skipWithoutPostgres)(
    'pairs a room test’s two sockets on different processes, and two pages at once never hear each other (docs/decisions/0030-room-test-peer.md)',
    { timeout: 120_000 },
    async () => {
      /** One page's room test: its sending socket on one process, its receiving one on the other. */
      const pair = async (name: string, senderOn: ServerProcess, receiverOn: ServerProcess) => {
        const sender = new RoomTestSocket(senderOn.url);
        await sender.send({ type: 'test-join', room: name });
        const sent = await sender.next('joined', 15_000);
        const receiver = new RoomTestSocket(receiverOn.url);
        await receiver.send({ type: 'test-join', room: name });
        const got = await receiver.next('joined', 15_000);
        return { sender, receiver, sent, got };
      };
      // Each process's first test room: with rooms kept per process, both were "test room 1" and
      // every event of one reached the other's members.
      const a = await pair('page-a-room-0123456789', first(), second());
      const b = await pair('page-b-room-0123456789', second(), first());
      for (const page of [a, b]) {
        expect(page.got.members.map((member) => member.memberId)).toEqual([page.sent.self.memberId]);
        expect(await page.sender.next('member-joined', 15_000)).toMatchObject({ member: { memberId: page.got.self.memberId } });
      }
      const ids = [a.sent, a.got, b.sent, b.got].map((joined) => joined.self.memberId);
      expect(new Set(ids).size).toBe(4);

      // Signals go from one process to the other within each pair.
      await a.receiver.send({ type: 'signal', to: a.sent.self.memberId, data: { type: 'answer', sdp: 'a' } });
      await b.sender.send({ type: 'signal', to: b.got.self.memberId, data: { type: 'offer', sdp: 'b' } });
      expect(await a.sender.next('signal', 15_000)).toEqual({ type: 'signal', from: a.got.self.memberId, data: { type: 'answer', sdp: 'a' } });
      expect(await b.receiver.next('signal', 15_000)).toEqual({ type: 'signal', from: b.sent.self.memberId, data: { type: 'offer', sdp: 'b' } });
      // A signal addressed across the pairs reaches nobody.
      await b.sender.send({ type: 'signal', to: a.got.self.memberId, data: { type: 'offer', sdp: 'stranger' } });
      // A third socket for a page's room is refused on either process.
      for (const server of [first(), second()]) {
        const third = new RoomTestSocket(server.url);
        await third.send({ type: 'test-join', room: 'page-a-room-0123456789' });
        expect(await third.next('error', 15_000)).toMatchObject({ code: 'room_full' });
        expect((await third.closed).code).toBe(4413);
      }
      b.receiver.close();
      expect(await b.sender.next('member-left', 15_000)).toMatchObject({ memberId: b.got.self.memberId });
      a.sender.close();
      expect(await a.receiver.next('member-left', 15_000)).toMatchObject({ memberId: a.sent.self.memberId });

      // Nothing of one page reached the other: only its own partner's frames.
      const heard = (socket: RoomTestSocket) =>
        socket.frames.flatMap((frame) =>
          'from' in frame ? [frame.from] : 'member' in frame ? [frame.member.memberId] : 'memberId' in frame ? [frame.memberId] : [],
        );
      for (const socket of [a.sender, a.receiver]) expect(heard(socket).filter((id) => id === b.sent.self.memberId || id === b.got.self.memberId)).toEqual([]);
      for (const socket of [b.sender, b.receiver]) expect(heard(socket).filter((id) => id === a.sent.self.memberId || id === a.got.self.memberId)).toEqual([]);
      a.receiver.close();
      b.sender.close();
      await expect.poll(async () => (await schema.db.selectFrom('video_test_rooms').select('id').execute()).length, { timeout: 15_000 }).toBe(0);
    },
  );
});
