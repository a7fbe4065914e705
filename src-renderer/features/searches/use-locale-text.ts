import { useLingui } from '@lingui/react/macro';
import type { LocalizedText } from '../../../src-domain/http/routes/localized-text.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../src-domain/i18n/locale.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import { formatCalendarDate } from '../../../src-domain/time/format-date.ts';

/** Names arrive in all three locales; this picks the one shown now, and dates as DD.MM.YYYY (spec §9). */
export function useLocaleText() {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return {
    locale,
    text: (value: LocalizedText) => value[locale],
    date: (iso: string) => {
      const date = parseIsoDate(iso);
      return date ? formatCalendarDate(date) : iso;
    },
  };
}
