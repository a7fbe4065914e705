import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src-domain/i18n/locale.ts';

/**
 * Every message is translated in every locale (spec §1: oz, uz, ru). Reads the `.po` files as
 * text, so a missing `msgstr` fails here even though Lingui would silently fall back at run time.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
const files = import.meta.glob<string>('../../locales/*/messages.po', { query: '?raw', import: 'default', eager: true });

interface Entry {
  id: string;
  translation: string;
}

/** A small reader for the catalogs `lingui extract` writes: single-line or continued strings. */
function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let field: 'id' | 'str' | undefined;
  let current = { id: '', translation: '' };
  const unquote = (value: string): string => JSON.parse(value) as string;
  for (const line of text.split('\n')) {
    if (line.startsWith('#~')) continue; // obsolete entry: not shipped
    const start = /^msg(id|str) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'id') {
        if (field === 'str') entries.push(current);
        current = { id: unquote(start[2] ?? '""'), translation: '' };
        field = 'id';
      } else {
        current.translation = unquote(start[2] ?? '""');
        field = 'str';
      }
    } else if (/^".*"$/.test(line) && field) {
      if (field === 'id') current.id += unquote(line);
      else current.translation += unquote(line);
    }
  }
  if (field === 'str') entries.push(current);
  return entries.filter((entry) => entry.id !== ''); // the header
}

const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, parsePo(files[`../../locales/${locale}/messages.po`] ?? '')]));

describe('message catalogs', () => {
  it.each(LOCALES)('%s exists and is not empty', (locale) => {
    expect(catalogs[locale]?.length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('%s has no missing translation', (locale) => {
    const missing = (catalogs[locale] ?? []).filter((entry) => entry.translation.trim() === '').map((entry) => entry.id);
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s has the same message ids as the source locale oz', (locale) => {
    const ids = (name: string) => (catalogs[name] ?? []).map((entry) => entry.id).sort();
    expect(ids(locale)).toEqual(ids('oz'));
  });

  it.each(['uz', 'ru'])('%s keeps the placeholders of the source text', (locale) => {
    const placeholders = (text: string) => (text.match(/\{\w+\}|<\/?\d+>/g) ?? []).sort();
    const source = new Map((catalogs.oz ?? []).map((entry) => [entry.id, entry.translation]));
    for (const entry of catalogs[locale] ?? []) {
      expect(placeholders(entry.translation), entry.id).toEqual(placeholders(source.get(entry.id) ?? ''));
    }
  });
});

describe('source and catalogs agree', () => {
  // Production builds strip the source text from macros: an id missing from the catalogs would
  // show as the bare id. `npm run i18n:extract` adds it; this catches forgetting to.
  it('every message id used in the code is in the catalogs', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/(?:<Trans\s+id=|\b(?:t|msg)\(\{\s*id:\s*)["']([^"']+)["']/g)) used.add(match[1] ?? '');
    }
    const known = new Set((catalogs.oz ?? []).map((entry) => entry.id));
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((id) => !known.has(id))).toEqual([]);
  });
});
