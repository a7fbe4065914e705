import { useLingui } from '@lingui/react/macro';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src-domain/i18n/locale.ts';

/** The locale shown right now: names the domain keeps in all three locales follow Lingui's. */
export function useShownLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
