import { LOCALE_COOKIE, type Locale } from '../../src-domain/i18n/locale.ts';

const A_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Tells the server the visitor's locale for their next page load (`LOCALE_COOKIE`), so a
 * prerendered public page arrives in it and never paints in Latin Uzbek first
 * (src-server/routes/static/static-web.ts). The choice itself stays in the page's storage (spec §3).
 */
export function rememberLocaleForServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${A_YEAR_S}; SameSite=Lax${secure}`;
}
