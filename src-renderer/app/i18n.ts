import { i18n, type Messages } from '@lingui/core';
import { INTL_LOCALE } from '../../src-domain/i18n/format-number.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';

type CatalogPart = () => Promise<{ messages: Messages }>;

/**
 * Catalogs per locale, each its own chunk: a visitor downloads only the language shown. Each is
 * in two parts (web/catalog-parts.ts): the shell — what the home page and the frame around it
 * say — and the rest, which every other page waits for (`routes.tsx`). The browser build splits
 * them; elsewhere the shell part is the whole catalog. Spelled out (no template import) so the
 * bundler sees exactly these files.
 */
const shellParts: Readonly<Record<Locale, CatalogPart>> = {
  oz: () => import('../../locales/oz/messages.po?part=shell'),
  uz: () => import('../../locales/uz/messages.po?part=shell'),
  ru: () => import('../../locales/ru/messages.po?part=shell'),
};
const restParts: Readonly<Record<Locale, CatalogPart>> = {
  oz: () => import('../../locales/oz/messages.po?part=rest'),
  uz: () => import('../../locales/uz/messages.po?part=rest'),
  ru: () => import('../../locales/ru/messages.po?part=rest'),
};

/** BCP 47 tags for `<html lang>`: the ones `Intl` formats numbers with (src-domain/i18n/format-number.ts). */
export const HTML_LANG: Readonly<Record<Locale, string>> = INTL_LOCALE;

const loads = new Map<string, Promise<void>>();

/** Loads one part into Lingui once (Lingui merges what is loaded for a locale); a failed load is tried again next time. */
function loadPart(locale: Locale, part: 'shell' | 'rest'): Promise<void> {
  const key = `${locale}:${part}`;
  let pending = loads.get(key);
  if (!pending) {
    const parts = part === 'shell' ? shellParts : restParts;
    pending = parts[locale]().then(
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, pending);
  }
  return pending;
}

/** The locale being loaded or shown: the one whose catalog pages wait for. */
let wanted: Locale | undefined;

/** Loads the locale's whole catalog once; later calls resolve at once. */
export async function loadLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await Promise.all([loadPart(locale, 'shell'), loadPart(locale, 'rest')]);
}

/** Loads only what the home page and the frame need: enough for the first render of `/`. */
export function loadLocaleShell(locale: Locale): Promise<void> {
  wanted = locale;
  return loadPart(locale, 'shell');
}

/**
 * Resolves when the catalog of the locale asked for last is complete. Pages other than the home
 * page and the parts loaded later (login, offer, kiosk frame) wait for it before they render, so
 * no text ever shows as a message id.
 */
export async function catalogComplete(): Promise<void> {
  const locale = wanted ?? (i18n.locale as Locale | undefined);
  if (locale) await Promise.all([loadPart(locale, 'shell'), loadPart(locale, 'rest')]);
}

/** Makes a loaded locale the one shown; Intl formats with its BCP 47 tag. */
export function showLocale(locale: Locale): void {
  wanted = locale;
  i18n.activate(locale, [HTML_LANG[locale]]);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
}

export { i18n };
