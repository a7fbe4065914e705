import { sql } from 'kysely';
import { createDb } from '../../src-server/db/create-db.ts';
import type { Db } from '../../src-server/db/database.ts';
import { E2E_DB_FILE } from './e2e-env.ts';

/**
 * The end-to-end server's SQLite file, opened by a test to read ids or open a session. The server
 * writes to it at the same time from its own process; on a busy machine its transactions can
 * hold the write lock for longer than the server's own 5 s wait, so a test waits up to a minute
 * for the lock rather than failing with "database is locked".
 */
export async function openE2eDb(): Promise<Db> {
  const db = createDb({ kind: 'sqlite', file: E2E_DB_FILE });
  await sql`PRAGMA busy_timeout = 60000`.execute(db);
  return db;
}
