import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../http/error-response.ts';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { createDb } from './create-db.ts';

/** src-server/db/create-db.ts: a transaction takes SQLite's write lock at BEGIN. */
describe('SQLite transactions', () => {
  const dir = makeTempDir();
  const file = join(dir.path, 'db.sqlite');
  const db = createDb({ kind: 'sqlite', file });
  /** Another process's connection (the e2e tests', a second server's), which must not wait. */
  const other = new SQLite(file);
  other.pragma('busy_timeout = 0');
  afterAll(async () => {
    other.close();
    await db.destroy();
    dir.remove();
  });

  it('holds the write lock from BEGIN, even while the transaction has only read', async () => {
    await sql`create table notes (id integer primary key, text text)`.execute(db);
    let otherWrite: unknown = null;
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from notes`.execute(trx);
      try {
        other.prepare('insert into notes (text) values (?)').run('from another connection');
      } catch (error) {
        otherWrite = error;
      }
      // With the lock taken at BEGIN, this write cannot meet a newer snapshot and fail.
      await sql`insert into notes (text) values ('ours')`.execute(trx);
    });
    expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(other.prepare('select text from notes').all()).toEqual([{ text: 'ours' }]);
  });

  it('answers a lock that outlived the busy timeout with a localized 503 "try again", not a 500', () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const response = errorResponse(busy, 'ru', '/api/acts/x');
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('server_busy');
    expect(response.body.message).toMatch(/повторите попытку/);
    expect(response.internal).toBe(false);
    expect(errorResponse(Object.assign(new Error('snapshot'), { code: 'SQLITE_BUSY_SNAPSHOT' }), 'oz', '/').body.code).toBe('server_busy');
  });
});
