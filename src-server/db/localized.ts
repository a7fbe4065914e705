import type { LocalizedText } from '../../src-domain/http/routes/localized-text.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';

/** `{ name_oz, name_uz, name_ru }` → `{ oz, uz, ru }`. */
export function localized<TPrefix extends string>(row: Readonly<Record<`${TPrefix}_${Locale}`, string>>, prefix: TPrefix): LocalizedText {
  return { oz: row[`${prefix}_oz`], uz: row[`${prefix}_uz`], ru: row[`${prefix}_ru`] };
}

/** A JSON column written by the seed or a repository; a parse failure is a data fault (500). */
export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
