import { useLingui } from '@lingui/react/macro';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src-domain/i18n/locale.ts';

/**
 * The locale the interface is shown in right now: Lingui's active catalog. Data the domain and the
 * server keep in all three locales (names, amounts in words) follows it rather than the stored
 * choice, so a page never mixes languages while the next catalog loads.
 */
export function useShownLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
