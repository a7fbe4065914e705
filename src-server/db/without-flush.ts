import { type Kysely, sql } from 'kysely';
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
