import { describe, expect, it } from 'vitest';
import { createDb } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { requestActRefunds } from '../payments/refund-requests.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { seed } from '../seed/seed.ts';
import { openPostgresSchema, skipWithoutPostgres } from '../test-support/postgres-schema.ts';
import { testRegistryPhotos } from '../test-support/test-registry-photos.ts';
import { recordNoShow, sweepNoShows } from './act-no-show.ts';

const refunds = { record: requestActRefunds };

/**
 * Every server process runs the no-show sweep (docs/decisions/0059-no-show-at-the-set-time.md):
 * on PostgreSQL, where two pools run the transactions truly side by side, two sweeps and the
 * reads of the acts racing them record each lapsed act once — one transition, one history line.
 * Runs with TEST_DATABASE_URL, like the other PostgreSQL tests.
 */
describe('the no-show sweep of several processes on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)('records each lapsed act exactly once', { timeout: 120_000 }, async () => {
    const schema = await openPostgresSchema('noshow', 4);
    const other = createDb({ kind: 'postgres', url: schema.url, poolSize: 4 });
    try {
      const { db } = schema;
      await migrateToLatest(db);
      await seed(db, { seed: DEFAULT_SEED, scale: 0.2, photos: await testRegistryPhotos() });
      const now = new Date('2026-11-23T06:00:00Z');
      const ids = (await db.selectFrom('notarial_acts').select('id').orderBy('id').limit(40).execute()).map((row) => row.id);
      await db
        .updateTable('notarial_acts')
        .set({ step: 8, state: 'awaiting_registration', visit_date: '2026-11-20', visit_time: '10:00', visit_attended_at: null })
        .where('id', 'in', ids)
        .execute();
      const lapsed = (
        await db.selectFrom('notarial_acts').select('id').where('step', 'in', [7, 8]).where('state', 'in', ['draft', 'awaiting_registration']).execute()
      ).length;

      const [first, second, ...opened] = await Promise.all([
        sweepNoShows(db, refunds, now),
        sweepNoShows(other, refunds, now),
        ...ids.map((id, index) => recordNoShow(index % 2 === 0 ? db : other, refunds, id, now)),
      ]);
      const recorded = first + second + opened.filter(Boolean).length;

      const lines = await db.selectFrom('act_history').select(['act_id']).where('action', '=', 'no_show').execute();
      const perAct = new Map<number, number>();
      for (const line of lines) perAct.set(line.act_id, (perAct.get(line.act_id) ?? 0) + 1);
      expect([...perAct.values()].every((count) => count === 1)).toBe(true);
      for (const id of ids) expect(perAct.get(id)).toBe(1);
      expect(recorded).toBe(lines.length);
      expect(lines.length).toBeGreaterThanOrEqual(ids.length);
      expect(lines.length).toBeLessThanOrEqual(lapsed);
      const states = await db.selectFrom('notarial_acts').select('state').where('id', 'in', ids).execute();
      expect(new Set(states.map((row) => row.state))).toEqual(new Set(['inactive']));
      expect(await sweepNoShows(other, refunds, now)).toBe(0);
    } finally {
      await other.destroy();
      await schema.drop();
    }
  });
});
