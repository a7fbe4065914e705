import { daysInMonth, isValidCalendarDate } from './calendar-date.ts';

/** A date whose day or month may be unknown (spec §5 incomplete date: XX.05.1990, XX.XX.1990). */
export interface IncompleteDate {
  readonly year: number;
  readonly month: number | null;
  readonly day: number | null;
}

const INCOMPLETE_DATE = /^(\d{2}|XX)\.(\d{2}|XX)\.(\d{4})$/;

/**
 * Reads DD.MM.YYYY where DD and/or MM may be XX (case-insensitive). A known day is checked
 * against the calendar when the month is known too, else against 31.
 */
export function parseIncompleteDate(text: string): IncompleteDate | null {
  const match = INCOMPLETE_DATE.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, dayText = '', monthText = '', yearText = ''] = match;
  const year = Number(yearText);
  const month = monthText === 'XX' ? null : Number(monthText);
  const day = dayText === 'XX' ? null : Number(dayText);
  if (!isValidCalendarDate(year, month ?? 1, 1)) return null;
  if (day !== null && (day < 1 || day > (month === null ? 31 : daysInMonth(year, month)))) return null;
  return { year, month, day };
}
