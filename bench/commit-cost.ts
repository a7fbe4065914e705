import { sql } from 'kysely';
import type { Db } from '../src-server/db/database.ts';
import { transactionWithoutFlush } from '../src-server/db/without-flush.ts';

const COMMITS = 300;

async function medianMs(commit: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < COMMITS; i += 1) {
    const started = performance.now();
    await commit();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(COMMITS / 2)]!;
}

/**
 * What a signed-in 200's session write costs the request, one commit after another (no queue):
 * a one-row update committed as every write was before docs/decisions/0061-session-writes-without-flush.md
 * (waiting for the disk) and as the session's rotation now is (not waiting). A table of its own,
 * dropped afterwards; on SQLite the wait blocks the server's event loop as well.
 */
export async function sessionCommitCost(db: Db): Promise<{ flushedMs: number; unflushedMs: number }> {
  await sql`create table bench_commit_probe (id integer primary key, v text)`.execute(db);
  try {
    await sql`insert into bench_commit_probe (id, v) values (1, '')`.execute(db);
    const write = (trx: Db) => sql`update bench_commit_probe set v = ${String(Math.random())} where id = 1`.execute(trx);
    const flushedMs = await medianMs(() => db.transaction().execute(write));
    const unflushedMs = await medianMs(() => transactionWithoutFlush(db, write));
    return { flushedMs, unflushedMs };
  } finally {
    await sql`drop table bench_commit_probe`.execute(db);
  }
}
