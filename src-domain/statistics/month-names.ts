import type { Locale } from '../i18n/locale.ts';

type TwelveNames = readonly [string, string, string, string, string, string, string, string, string, string, string, string];

/** Month names, standalone (nominative) form, in the three interface locales (spec §1). */
export const MONTH_NAMES: Readonly<Record<Locale, TwelveNames>> = {
  oz: ['Yanvar', 'Fevral', 'Mart', 'Aprel', 'May', 'Iyun', 'Iyul', 'Avgust', 'Sentabr', 'Oktabr', 'Noyabr', 'Dekabr'],
  uz: ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'],
  ru: ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'],
};

/** `2026-03` → `Mart 2026` / `Март 2026`; an unreadable key is shown as it is. */
export function monthLabel(key: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const name = match ? MONTH_NAMES[locale][Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : key;
}
