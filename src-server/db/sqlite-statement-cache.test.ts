import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.ts';

function counting(sqlite: SQLite.Database) {
  const prepared: string[] = [];
  return { prepared, database: { close: () => sqlite.close(), prepare: (text: string) => (prepared.push(text), sqlite.prepare(text)) } };
}

describe('prepared statements kept per query text (bench/acts.ts: compile once)', () => {
  it('prepares a repeated query once and gives the same answers', async () => {
    const sqlite = new SQLite(':memory:');
    const { prepared, database } = counting(sqlite);
    const db = new Kysely<{ t: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
    await db.schema
      .createTable('t')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .execute();
    await db.insertInto('t').values({ id: 1, name: 'a' }).execute();
    await db.insertInto('t').values({ id: 2, name: 'b' }).execute();
    const byId = (id: number) => db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: 'a' });
    expect(await byId(2)).toEqual({ name: 'b' });
    expect(await byId(3)).toBeUndefined();
    expect(prepared.filter((text) => text.startsWith('select')).length).toBe(1);
    expect(prepared.filter((text) => text.startsWith('insert')).length).toBe(1);
    await db.destroy();
  });

  it('keeps a kept statement right after a schema change (SQLite prepares it again itself)', async () => {
    const sqlite = new SQLite(':memory:');
    const db = new Kysely<{ t: { id: number; extra?: string | null } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await db.schema.createTable('t').addColumn('id', 'integer').execute();
    await db.insertInto('t').values({ id: 1 }).execute();
    const all = () => sql<Record<string, unknown>>`select * from t`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1 }]);
    await db.schema.alterTable('t').addColumn('extra', 'text').execute();
    expect((await all()).rows).toEqual([{ id: 1, extra: null }]);
    await db.destroy();
  });

  it('forgets the least recently used text beyond its size', async () => {
    const sqlite = new SQLite(':memory:');
    const { prepared, database } = counting(sqlite);
    const cache = withStatementCache(database, 2);
    cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1'); // 1 is now the most recent
    cache.prepare('select 3'); // 2 goes
    cache.prepare('select 1');
    cache.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    cache.close();
    expect(sqlite.open).toBe(false);
  });
});
