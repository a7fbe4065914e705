import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import type { DictionaryCacheStatus } from '../../src-domain/bridge/dictionary-contract.ts';
import type { DictionaryName } from '../../src-domain/http/routes/dictionary-items.ts';

/**
 * The kiosk's offline copy of the API's dictionaries (docs/architecture.md, Kiosk behaviour), one
 * SQLite file in the shell's userData folder. Each dictionary is one row: its version, ETag and
 * items as the API sent them, with a SHA-256 of the items so a damaged row is noticed and
 * fetched again rather than served. A file that is not a database, fails `quick_check` or has
 * an older layout is deleted and built anew: it is only a cache, the API is the source.
 */
const LAYOUT_VERSION = 1;

export type StoredDictionary = {
  name: DictionaryName;
  version: number;
  updatedAt: string;
  items: unknown[];
};

type Row = { name: string; version: number; updated_at: string; etag: string; items: string; item_count: number; sha256: string; synced_at: string };

export type DictionaryCache = ReturnType<typeof openDictionaryCache>;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

function openFile(file: string): SQLite.Database {
  const db = new SQLite(file);
  try {
    db.pragma('journal_mode = WAL');
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`quick_check: ${String(check)}`);
    const layout = db.pragma('user_version', { simple: true });
    if (layout !== LAYOUT_VERSION) {
      const hasTables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
      if (hasTables.n > 0) throw new Error(`layout ${String(layout)}, expected ${LAYOUT_VERSION}`);
      db.exec(`CREATE TABLE dictionary (
        name TEXT PRIMARY KEY,
        version INTEGER NOT NULL,
        updated_at TEXT NOT NULL,
        etag TEXT NOT NULL,
        items TEXT NOT NULL,
        item_count INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        synced_at TEXT NOT NULL
      ) STRICT`);
      db.pragma(`user_version = ${LAYOUT_VERSION}`);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function removeFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

export function openDictionaryCache(file: string, now: () => Date = () => new Date()) {
  let rebuiltAt: string | null = null;
  let db: SQLite.Database;
  try {
    db = openFile(file);
  } catch (error) {
    console.error('dictionary cache unusable, rebuilding', file, error);
    removeFile(file);
    db = openFile(file);
    rebuiltAt = now().toISOString();
  }
  // A copy that was damaged in place (bad sector, hand edit) is dropped row by row.
  const select = db.prepare<[string], Row>('SELECT * FROM dictionary WHERE name = ?');
  const selectMeta = db.prepare<[string], Pick<Row, 'version' | 'updated_at' | 'sha256'>>('SELECT version, updated_at, sha256 FROM dictionary WHERE name = ?');
  const selectAll = db.prepare<[], Row>('SELECT * FROM dictionary ORDER BY name');
  const upsert = db.prepare(`INSERT INTO dictionary (name, version, updated_at, etag, items, item_count, sha256, synced_at)
    VALUES (@name, @version, @updated_at, @etag, @items, @item_count, @sha256, @synced_at)
    ON CONFLICT (name) DO UPDATE SET version = excluded.version, updated_at = excluded.updated_at, etag = excluded.etag,
      items = excluded.items, item_count = excluded.item_count, sha256 = excluded.sha256, synced_at = excluded.synced_at`);
  const remove = db.prepare<[string]>('DELETE FROM dictionary WHERE name = ?');
  const touch = db.prepare<[string, string]>('UPDATE dictionary SET synced_at = ? WHERE name = ?');

  const intact = (row: Row): boolean => sha256(row.items) === row.sha256;
  const parsed = new Map<string, { key: string; value: StoredDictionary }>();
  const memoKey = (row: Pick<Row, 'version' | 'updated_at' | 'sha256'>) => `${row.version}\n${row.updated_at}\n${row.sha256}`;

  return {
    file,
    rebuiltAt: () => rebuiltAt,

    /** The stored copy, or null when there is none or it is damaged (then it is dropped). */
    get(name: DictionaryName): StoredDictionary | null {
      // Reading and parsing the same version twice is waste: the parsed copy is kept per
      // version and checksum, and only those are read to see whether it is still current.
      const meta = selectMeta.get(name);
      const memo = parsed.get(name);
      if (meta && memo && memo.key === memoKey(meta)) return memo.value;
      const row = select.get(name);
      if (!row) return null;
      if (!intact(row)) {
        remove.run(name);
        parsed.delete(name);
        return null;
      }
      const value: StoredDictionary = { name, version: row.version, updatedAt: row.updated_at, items: JSON.parse(row.items) as unknown[] };
      parsed.set(name, { key: memoKey(row), value });
      return value;
    },

    /** The ETag to send back as `If-None-Match`, or null when there is no intact copy. */
    etagOf(name: DictionaryName): string | null {
      const row = select.get(name);
      return row && intact(row) ? row.etag : null;
    },

    put(dictionary: StoredDictionary, etag: string): void {
      const items = JSON.stringify(dictionary.items);
      upsert.run({
        name: dictionary.name,
        version: dictionary.version,
        updated_at: dictionary.updatedAt,
        etag,
        items,
        item_count: dictionary.items.length,
        sha256: sha256(items),
        synced_at: now().toISOString(),
      });
    },

    /** The API answered 304: the copy is confirmed current as of now. */
    confirm(name: DictionaryName): void {
      touch.run(now().toISOString(), name);
    },

    /** What the self-test and diagnostics read; damaged rows are left out (and dropped). */
    status(expected: readonly DictionaryName[]): Omit<DictionaryCacheStatus, 'lastSync'> {
      const rows = selectAll.all().filter((row) => {
        if (intact(row)) return true;
        remove.run(row.name);
        return false;
      });
      const held = new Set(rows.map((row) => row.name));
      return {
        healthy: true,
        rebuiltAt,
        dictionaries: rows.map((row) => ({ name: row.name as DictionaryName, version: row.version, itemCount: row.item_count, syncedAt: row.synced_at })),
        missing: expected.filter((name) => !held.has(name)),
      };
    },

    close(): void {
      db.close();
    },
  };
}
