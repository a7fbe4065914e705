import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EACH_DIALECT } from '../test-support/each-dialect.ts';
import type { Db } from './database.ts';
import { dialectOf } from './dialect.ts';
import { transactionWithoutFlush, withoutFlush } from './without-flush.ts';

/** The engine's flush level as the given connection sees it: PostgreSQL's setting, SQLite's pragma. */
async function flushLevel(db: Db): Promise<string> {
  if (dialectOf(db) === 'postgres') return (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]!.synchronous_commit;
  return String((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous);
}

const FLUSHED = { sqlite: '2', postgres: 'on' } as const;
const UNFLUSHED = { sqlite: '1', postgres: 'off' } as const;

// docs/decisions/0061-session-writes-without-flush.md: only the writes that may be lost skip the flush.
describe.each(EACH_DIALECT)('writes without a flush on $dialect', ({ dialect, skip, open }) => {
  it.skipIf(skip)('a transaction commits without the flush, and every later write is flushed again', { timeout: 30_000 }, async () => {
    const { db, close } = await open('without_flush');
    try {
      expect(await flushLevel(db)).toBe(FLUSHED[dialect]);
      const inside = await transactionWithoutFlush(db, async (trx) => {
        await trx.insertInto('rate_limit_buckets').values({ key: 'k', hits: 1, reset_at: 1 }).execute();
        return flushLevel(trx);
      });
      expect(inside).toBe(UNFLUSHED[dialect]);
      // The row is committed; the pool's connections are back at their flushed level.
      const rows = await db.selectFrom('rate_limit_buckets').select('hits').where('key', '=', 'k').execute();
      expect(rows).toEqual([{ hits: 1 }]);
      expect(await Promise.all([flushLevel(db), flushLevel(db), flushLevel(db)])).toEqual([FLUSHED[dialect], FLUSHED[dialect], FLUSHED[dialect]]);
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('a failed transaction rolls back and leaves the flush level as it was', { timeout: 30_000 }, async () => {
    const { db, close } = await open('without_flush_rollback');
    try {
      await expect(
        transactionWithoutFlush(db, async (trx) => {
          await trx.insertInto('rate_limit_buckets').values({ key: 'gone', hits: 1, reset_at: 1 }).execute();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await db.selectFrom('rate_limit_buckets').select('key').execute()).toEqual([]);
      expect(await flushLevel(db)).toBe(FLUSHED[dialect]);
      // withoutFlush on its own keeps working after it (SQLite's pragma restored in its finally).
      await withoutFlush(db, (conn) => conn.deleteFrom('rate_limit_buckets').execute());
      expect(await flushLevel(db)).toBe(FLUSHED[dialect]);
    } finally {
      await close();
    }
  });
});
