import type { Db } from '../db/database.ts';
import { withoutFlush } from '../db/without-flush.ts';

export interface BucketCount {
  /** Requests in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts `hits` requests (one unless a process publishes several it counted in memory,
 * plugins/batched-rate-limit-counts.ts) in a fixed window as one statement: the row is created,
 * restarted when its window has ended, or incremented, and the new count returned. An upsert takes the row's lock
 * (PostgreSQL) or the write lock (SQLite), so requests counted at once by several server
 * processes are all counted.
 */
export async function countRequest(db: Db, key: string, windowMs: number, at: number, hits = 1): Promise<BucketCount> {
  const row = await withoutFlush(db, (conn) =>
    conn
      .insertInto('rate_limit_buckets')
      .values({ key, hits, reset_at: at + windowMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limit_buckets.reset_at', '<=', at);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(hits)
              .else(eb('rate_limit_buckets.hits', '+', hits))
              .end(),
            reset_at: eb.case().when(ended).then(eb.ref('excluded.reset_at')).else(eb.ref('rate_limit_buckets.reset_at')).end(),
          };
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow(),
  );
  return { current: row.hits, ttl: Math.max(0, row.reset_at - at) };
}

/** Buckets whose window ended count from 1 again anyway: their rows can go. */
export async function deleteEndedBuckets(db: Db, at: number): Promise<void> {
  await withoutFlush(db, (conn) => conn.deleteFrom('rate_limit_buckets').where('reset_at', '<=', at).execute());
}
