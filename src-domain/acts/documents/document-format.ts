import type { Locale } from '../../i18n/locale.ts';
import { formatMoney } from '../../i18n/format-number.ts';
import { amountInWords } from '../../money/number-to-words.ts';
import { formatCalendarDate, formatDate, formatDateTime } from '../../time/format-date.ts';
import { parseIsoDate } from '../../time/parse-date.ts';
import { label } from './document-labels.ts';

/** YYYY-MM-DD → DD.MM.YYYY (spec §9); anything unreadable is printed as stored. */
export function printDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatCalendarDate(date) : iso;
}

/** An ISO instant → its Tashkent date, DD.MM.YYYY. */
export function printInstantDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date);
}

/** An ISO instant → its Tashkent date and time, DD.MM.YYYY HH:mm. */
export function printInstant(date: Date): string {
  return formatDateTime(date);
}

/** 123456789 tiyin → "1 234 567,89 so‘m", as the act's language writes numbers. */
export function printMoney(tiyin: number, locale: Locale): string {
  return `${formatMoney(tiyin, locale)} ${label('currency', locale)}`;
}

/** The amount in words, capitalised as it begins a line (spec §9 number-to-words). */
export function printMoneyWords(tiyin: number, locale: Locale): string {
  const words = amountInWords(tiyin, locale);
  return words.charAt(0).toLocaleUpperCase(locale === 'ru' ? 'ru' : 'uz') + words.slice(1);
}
