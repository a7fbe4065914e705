import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../src-domain/i18n/locale.ts';

/**
 * Catalogs per locale, each its own chunk: a visitor downloads only the language shown.
 * Spelled out (no template import) so the bundler sees exactly three files.
 */
const catalogs: Readonly<Record<Locale, () => Promise<{ messages: Messages }>>> = {
  oz: () => import('../../locales/oz/messages.po'),
  uz: () => import('../../locales/uz/messages.po'),
  ru: () => import('../../locales/ru/messages.po'),
};

/** BCP 47 tags for `<html lang>` and Intl: our `oz`/`uz` codes are Latin/Cyrillic Uzbek. */
export const HTML_LANG: Readonly<Record<Locale, string>> = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };

const loaded = new Set<Locale>();

/** Loads the locale's catalog into Lingui once; later calls resolve at once. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
  loaded.add(locale);
}

/** Makes a loaded locale the one shown; Intl formats with its BCP 47 tag. */
export function showLocale(locale: Locale): void {
  i18n.activate(locale, [HTML_LANG[locale]]);
  document.documentElement.lang = HTML_LANG[locale];
}

export { i18n };
