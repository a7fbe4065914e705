import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database, Db } from './database.ts';
import { dialectOf } from './dialect.ts';

/** SQLite's `synchronous` levels: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
const NORMAL = 1;

/**
 * Runs `write` without waiting for its commit to reach the disk, for state that is worth nothing
 * after a power cut (request counters). On SQLite every commit is flushed (synchronous=FULL,
 * docs/architecture.md, Data), a few milliseconds each here against tens of microseconds without;
 * WAL with synchronous=NORMAL for this one write keeps the file consistent and only risks this
 * write, and the next flushed commit carries it to disk anyway. The connection is held for the
 * statements, so no other write runs in between, and gets its own level back afterwards. On
 * PostgreSQL such tables are UNLOGGED (migration 0016), whose commits do not wait for a flush:
 * `write` runs as it is.
 */
export async function withoutFlush<T>(db: Db, write: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') return write(db);
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(connection);
    const level = Number(rows[0]?.synchronous ?? NORMAL);
    if (level <= NORMAL) return write(connection);
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await write(connection);
    } finally {
      await sql.raw(`pragma synchronous = ${level}`).execute(connection);
    }
  });
}

/**
 * A transaction whose commit does not wait for the disk, for state a power cut may lose without
 * harm (a session's token rotation and activity: docs/decisions/0061-session-writes-without-flush.md).
 * PostgreSQL: `synchronous_commit = off` for this transaction only — the commit is in the WAL at
 * once, consistent after a crash, and flushed by the WAL writer within a few hundred milliseconds.
 * SQLite: the transaction runs at synchronous=NORMAL (withoutFlush above).
 */
export async function transactionWithoutFlush<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  return withoutFlush(db, (connection) => connection.transaction().execute(work));
}
