/** Interface locales of the portal (spec §1, §9): Latin Uzbek is the default. */
export const LOCALES = ['oz', 'uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'oz';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Reads an `Accept-Language` header (or any locale-ish string) and picks the best supported
 * locale. The portal's own clients send the exact code (`oz`, `uz`, `ru`). Browsers speak BCP 47,
 * where the script subtag decides: `uz-Latn` is our `oz`, `uz-Cyrl` our `uz`; a bare `uz` keeps
 * its portal meaning (Cyrillic). Anything else falls back to the default.
 */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag.length > 0 && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('uz-cyrl')) return 'uz';
    if (tag.startsWith('uz-latn')) return 'oz';
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * The cookie that tells the server a returning visitor's locale, so a prerendered public page is
 * sent in it (src-server/routes/static/static-web.ts; the client writes it, app/locale-sync.tsx). It
 * holds nothing but the code; the choice itself lives in the page's storage (spec §3).
 */
export const LOCALE_COOKIE = 'enotary_locale';

/** The locale a `Cookie` header names in `LOCALE_COOKIE`, or null (none, or not ours). */
export function localeFromCookie(header: string | undefined): Locale | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.split('=').map((text) => text.trim());
    if (name === LOCALE_COOKIE) return isLocale(value) ? value : null;
  }
  return null;
}
