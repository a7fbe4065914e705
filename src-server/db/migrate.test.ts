import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { createDb } from './create-db.ts';
import { migrateToEmpty, migrateToLatest, retryWhileSchemasVanish } from './migrate.ts';
import { MIGRATIONS } from './migrations.ts';

describe('SQLite database', () => {
  const dir = makeTempDir();
  const db = createDb({ kind: 'sqlite', file: join(dir.path, 'nested', 'db.sqlite') });
  afterAll(async () => {
    await db.destroy();
    dir.remove();
  });

  it('runs in WAL with synchronous FULL, foreign keys and a busy timeout (docs/architecture.md, Data)', async () => {
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as Record<string, unknown>)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('applies the numbered migrations in order, undoes them all, and applies them again', async () => {
    const names = Object.keys(MIGRATIONS);
    expect(names).toEqual([...names].sort());
    expect(names.every((name) => /^\d{4}-[a-z-]+$/.test(name))).toBe(true);
    expect(await migrateToLatest(db)).toEqual(names.map((name) => `Up ${name}`));
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await migrateToEmpty(db)).toEqual([...names].reverse().map((name) => `Down ${name}`));
    expect(await migrateToLatest(db)).toHaveLength(names.length);
  });

  it('enforces foreign keys', async () => {
    await expect(db.insertInto('districts').values({ id: 1, region_id: 999, soato: 'x', name_oz: 'a', name_uz: 'a', name_ru: 'a' }).execute()).rejects.toThrow(
      /FOREIGN KEY/,
    );
  });
});

describe('a schema dropped by another session while the migrator reads the catalogue', () => {
  const gone = () => Object.assign(new Error('schema "enotary_other_1" does not exist'), { code: '3F000' });

  it('reads again: nothing was migrated when the read failed', async () => {
    let calls = 0;
    const run = () => (++calls < 3 ? Promise.reject(gone()) : Promise.resolve(['Up 0001-dictionaries']));
    expect(await retryWhileSchemasVanish(run)).toEqual(['Up 0001-dictionaries']);
    expect(calls).toBe(3);
  });

  it.each([
    ['42P01', 'relation "enotary_other_1.bank_statements" does not exist'],
    ['42703', 'column "year" of relation "act_registry_counters" does not exist'],
  ])('reads again when the dropped schema’s tables went first (%s)', async (code, message) => {
    let calls = 0;
    const tableGone = () => Object.assign(new Error(message), { code });
    const run = () => (++calls < 2 ? Promise.reject(tableGone()) : Promise.resolve(['Up 0001-dictionaries']));
    expect(await retryWhileSchemasVanish(run)).toEqual(['Up 0001-dictionaries']);
    expect(calls).toBe(2);
  });

  it('gives up after its attempts, and never retries another error', async () => {
    let calls = 0;
    await expect(retryWhileSchemasVanish(() => (++calls, Promise.reject(gone())), 2)).rejects.toThrow(/does not exist/);
    expect(calls).toBe(2);
    calls = 0;
    await expect(retryWhileSchemasVanish(() => (++calls, Promise.reject(new Error('syntax error'))))).rejects.toThrow('syntax error');
    expect(calls).toBe(1);
  });
});
