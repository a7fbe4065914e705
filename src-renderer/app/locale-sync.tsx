import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { localeAtom } from '../state/locale.ts';
import { loadLocale, showLocale } from './i18n.ts';

/**
 * Follows the locale atom: loads the chosen catalog, then activates it and sets `<html lang>`.
 * A quicker later choice wins over a slower earlier one (the stale load is ignored).
 */
export function LocaleSync() {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
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
