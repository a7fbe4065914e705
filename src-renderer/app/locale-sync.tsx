import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { localeAtom } from '../state/locale.ts';
import { i18n, loadLocale, showLocale } from './i18n.ts';
import { rememberLocaleForServer } from './locale-cookie.ts';

/**
 * Follows the locale atom: loads the chosen catalog, then activates it and sets `<html lang>`;
 * the server is told the choice for the next page load (locale-cookie.ts).
 * A quicker later choice wins over a slower earlier one (the stale load is ignored). The locale
 * shown at start is already loaded (`main.tsx`; on the home page only its shell part).
 */
export function LocaleSync() {
  const locale = useAtomValue(localeAtom);
  // Also the locale a visitor chose before the server was told of it (an older visit).
  useEffect(() => rememberLocaleForServer(locale), [locale]);
  useEffect(() => {
    if (i18n.locale === locale) return;
    let current = true;
    void loadLocale(locale).then(() => {
      if (current) showLocale(locale);
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return null;
}
