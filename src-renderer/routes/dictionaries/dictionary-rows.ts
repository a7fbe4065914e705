import type { LocalizedText } from '../../../src-domain/http/routes/localized-text.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import type { AnyDictionary } from './get-dictionaries.ts';

/** One item as the items view lists it, whatever the dictionary. */
export interface DictionaryRow {
  id: number;
  /** SOATO of a region or district, ISO alpha-2 of a country; absent elsewhere. */
  code: string | undefined;
  name: LocalizedText;
}

type AnyItem = AnyDictionary['items'][number];

function codeOf(item: AnyItem): string | undefined {
  if ('soato' in item) return item.soato;
  if ('alpha2' in item) return item.alpha2;
  return undefined;
}

export function dictionaryRows(dictionary: AnyDictionary): DictionaryRow[] {
  return (dictionary.items as readonly AnyItem[]).map((item) => ({ id: item.id, code: codeOf(item), name: item.name }));
}

/** Case-insensitive match on the name in the shown locale, the id or the code. */
export function matchesSearch(row: DictionaryRow, search: string, locale: Locale): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return row.name[locale].toLocaleLowerCase().includes(needle) || String(row.id) === needle || (row.code?.toLocaleLowerCase().includes(needle) ?? false);
}
