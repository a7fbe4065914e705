import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDictionaryCache } from './dictionary-cache.ts';

const regions = {
  name: 'regions' as const,
  version: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
  items: [{ id: 1, soato: '1726', name: { oz: 'Toshkent', uz: 'Тошкент', ru: 'Ташкент' }, center: { lat: 41.3, lng: 69.2 } }],
};
const dirs: string[] = [];
function cacheFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'enotary-dict-'));
  dirs.push(dir);
  return path.join(dir, 'dictionaries.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('dictionary cache (docs/architecture.md, Kiosk behaviour: SQLite in the main process)', () => {
  it('keeps a dictionary with its version and ETag across reopening', () => {
    const file = cacheFile();
    const first = openDictionaryCache(file);
    first.put(regions, '"3"');
    first.close();
    const again = openDictionaryCache(file);
    expect(again.get('regions')).toEqual(regions);
    expect(again.etagOf('regions')).toBe('"3"');
    expect(again.get('countries')).toBeNull();
    expect(again.rebuiltAt()).toBeNull();
    expect(again.status(['regions', 'countries'])).toMatchObject({
      healthy: true,
      missing: ['countries'],
      dictionaries: [{ name: 'regions', version: 3, itemCount: 1 }],
    });
    again.close();
  });

  it('rebuilds a file that is not a database', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const file = cacheFile();
    writeFileSync(file, 'this is not a SQLite file, it was overwritten'.repeat(200));
    const cache = openDictionaryCache(file, () => new Date('2026-11-26T10:00:00Z'));
    expect(cache.rebuiltAt()).toBe('2026-11-26T10:00:00.000Z');
    cache.put(regions, '"3"');
    expect(cache.get('regions')?.version).toBe(3);
    cache.close();
  });

  it('rebuilds a cache of another layout', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const file = cacheFile();
    const old = new SQLite(file);
    old.exec('CREATE TABLE dictionaries (name TEXT, body TEXT)');
    old.close();
    const cache = openDictionaryCache(file);
    expect(cache.rebuiltAt()).not.toBeNull();
    expect(cache.status(['regions']).missing).toEqual(['regions']);
    cache.close();
  });

  it('drops a row whose items no longer match their checksum instead of serving it', () => {
    const file = cacheFile();
    const cache = openDictionaryCache(file);
    cache.put(regions, '"3"');
    const raw = new SQLite(file);
    raw.prepare("UPDATE dictionary SET items = '[{\"id\":1' WHERE name = 'regions'").run();
    raw.close();
    expect(cache.etagOf('regions')).toBeNull();
    expect(cache.get('regions')).toBeNull();
    expect(cache.status(['regions']).missing).toEqual(['regions']);
    cache.close();
  });
});
