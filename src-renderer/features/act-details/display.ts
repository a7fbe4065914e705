import { formatMoney } from '../../../src-domain/i18n/format-number.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { formatCalendarDate, formatDateTime } from '../../../src-domain/time/format-date.ts';
import { parseIsoDate, parseTime } from '../../../src-domain/time/parse-date.ts';

/** An ISO date of the wire as DD.MM.YYYY (spec §9); text it cannot read is shown as it came. */
export function showIsoDate(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const date = parseIsoDate(text.slice(0, 10));
  return date ? formatCalendarDate(date) : text;
}

/** An ISO instant as Tashkent date and time (spec §9). */
export function showInstant(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : formatDateTime(date);
}

/** HH:mm of a Tashkent time. */
export function showTime(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const time = parseTime(text);
  return time ? `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}` : text;
}

/** The visit as "DD.MM.YYYY HH:mm" (Tashkent time). */
export function showVisit(date: string | null, time: string | null): string | undefined {
  const text = [showIsoDate(date), showTime(time)].filter(Boolean).join(' ');
  return text || undefined;
}

/** Tiyin as sum with two decimals, grouped and separated as the reader's locale writes numbers (src-domain/i18n/format-number.ts). */
export function showTiyin(tiyin: number | null | undefined, locale: Locale): string | undefined {
  if (tiyin === null || tiyin === undefined) return undefined;
  return Number.isSafeInteger(tiyin) && tiyin >= 0 ? formatMoney(tiyin, locale) : String(tiyin);
}
