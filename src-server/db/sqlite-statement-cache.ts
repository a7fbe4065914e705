import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct query texts kept prepared; IN lists of many lengths make the set open-ended, so it is bounded. */
export const STATEMENT_CACHE_SIZE = 500;

interface PreparingDatabase {
  close(): void;
  prepare(sql: string): SqliteStatement;
}

/**
 * Kysely prepares every query anew; on a signed-in list page SQLite spent as long compiling the
 * SQL as running it (bench/acts.ts CPU profile: `prepare` 3.9 s next to 7.3 s of execution).
 * The same text always compiles to the same statement, so it is kept, least recently used out
 * first. Safe with better-sqlite3: every call runs to completion synchronously (nothing streams
 * with `iterate`), and SQLite re-prepares a kept statement by itself after a schema change.
 */
export function withStatementCache(database: PreparingDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) {
        // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
  };
}
