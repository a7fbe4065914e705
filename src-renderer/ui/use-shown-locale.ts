import { useLingui } from '@lingui/react/macro';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src-domain/i18n/locale.ts';

/**
 * The locale the page is shown in right now: Lingui's active catalog. It follows the stored
 * choice once that catalog has loaded, so texts and their locale never disagree.
 */
export function useShownLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
