import type { DictionaryVersion } from '../../src-domain/http/routes/dictionaries.ts';
import { DICTIONARY_NAMES, type DictionaryName } from '../../src-domain/http/routes/dictionary-items.ts';
import type { Db } from '../db/database.ts';

function isDictionaryName(name: string): name is DictionaryName {
  return (DICTIONARY_NAMES as readonly string[]).includes(name);
}

/** Versions of every dictionary, in the contract's order. */
export async function listDictionaryVersions(db: Db): Promise<DictionaryVersion[]> {
  const rows = await db.selectFrom('dictionary_versions').select(['name', 'version', 'updated_at']).execute();
  const byName = new Map(rows.filter((row) => isDictionaryName(row.name)).map((row) => [row.name, row]));
  return DICTIONARY_NAMES.flatMap((name) => {
    const row = byName.get(name);
    return row ? [{ name, version: row.version, updatedAt: row.updated_at }] : [];
  });
}

export async function findDictionaryVersion(db: Db, name: DictionaryName): Promise<DictionaryVersion | undefined> {
  const row = await db.selectFrom('dictionary_versions').select(['version', 'updated_at']).where('name', '=', name).executeTakeFirst();
  return row ? { name, version: row.version, updatedAt: row.updated_at } : undefined;
}

/** Whoever changes a dictionary's rows calls this in the same transaction, so caches refresh. */
export async function bumpDictionaryVersion(db: Db, name: DictionaryName, now: Date): Promise<void> {
  await db
    .updateTable('dictionary_versions')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('name', '=', name)
    .execute();
}
