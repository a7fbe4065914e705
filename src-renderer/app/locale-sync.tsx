import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { localeAtom } from '../state/locale.ts';
import { i18n, loadLocale, showLocale } from './i18n.ts';

/**
 * Follows the locale atom: loads the chosen catalog, then activates it and sets `<html lang>`.
 * A quicker later choice wins over a slower earlier one (the stale load is ignored). The locale
 * shown at start is already loaded (`main.tsx`; on the home page only its shell part).
 */
export function LocaleSync() {
  const locale = useAtomValue(localeAtom);
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
