import type { LocalizedText } from '../../../src-domain/http/routes/localized-text.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import { formatCalendarDate } from '../../../src-domain/time/format-date.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/** Names arrive in all three locales; this picks the one shown now, and dates as DD.MM.YYYY (spec §9). */
export function useLocaleText() {
  const locale = useShownLocale();
  return {
    locale,
    text: (value: LocalizedText) => value[locale],
    date: (iso: string) => {
      const date = parseIsoDate(iso);
      return date ? formatCalendarDate(date) : iso;
    },
  };
}
