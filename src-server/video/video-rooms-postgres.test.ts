import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { seed } from '../seed/seed.ts';
import { inPostgresSchema, skipWithoutPostgres } from '../test-support/postgres-schema.ts';
import { prepareOpenRoom, schemaUrl, startServerProcess } from './room-processes.test-support.ts';
import { RoomTestSocket } from './room.test-support.ts';

/**
 * docs/architecture.md "cross-process events (room signalling) go through PostgreSQL LISTEN/NOTIFY":
 * two real server processes on one database; the notary on one, the party on the other. Runs
 * with TEST_DATABASE_URL (required in CI), in a schema of its own.
 */
describe('video rooms across two server processes (PostgreSQL)', () => {
  it.skipIf(skipWithoutPostgres)(
    'shares membership, relays signals both ways (a large one through the relay table), and tells of a drop',
    { timeout: 120_000 },
    async () => {
      await inPostgresSchema('rooms', 4, async (db, schema) => {
        await migrateToLatest(db);
        await seed(db, { seed: DEFAULT_SEED, scale: 0.2 });
        const room = await prepareOpenRoom(db);
        const url = schemaUrl(process.env.TEST_DATABASE_URL ?? '', schema);
        const [first, second] = await Promise.all([startServerProcess(url), startServerProcess(url)]);
        try {
          const notary = new RoomTestSocket(first.url);
          await notary.send({ type: 'join', token: room.tokens.gulnora, act: room.uuid });
          const notaryJoined = await notary.next('joined', 15_000);
          expect(notaryJoined).toMatchObject({ resumed: true, members: [] });

          const party = new RoomTestSocket(second.url);
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
        } finally {
          await Promise.all([first.stop(), second.stop()]);
        }
      });
    },
  );
});
