import { type Kysely, sql } from 'kysely';
import { SQLITE_SYNCHRONOUS } from './create-db.ts';
import type { Database, Db } from './database.ts';
import { dialectOf } from './dialect.ts';

/**
 * Runs `write` without waiting for its commit to reach the disk, for state that is worth nothing
 * after a power cut (request counters). On SQLite every commit is flushed (synchronous=FULL,
 * ARCHITECTURE.md, Data), a few milliseconds each here against tens of microseconds without;
 * WAL with synchronous=NORMAL for this one write keeps the file consistent and only risks this
 * write, and the next flushed commit carries it to disk anyway. The connection is held for the
 * three statements, so no other write runs in between. On PostgreSQL such tables are UNLOGGED
 * (migration 0016), whose commits do not wait for a flush: `write` runs as it is.
 */
export async function withoutFlush<T>(db: Db, write: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') return write(db);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await write(connection);
    } finally {
      await sql.raw(`pragma synchronous = ${SQLITE_SYNCHRONOUS}`).execute(connection);
    }
  });
}
