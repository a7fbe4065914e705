import { formatCalendarDate, toIsoDate } from '../../../src-domain/time/format-date.ts';
import { parseDate, parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import { FILTER_KEYS, type ActListFilter, type FilterKey } from './act-list-filter.ts';

/** The form's fields as text; date fields hold the browser date input's YYYY-MM-DD. */
export type FilterDraft = Record<FilterKey, string>;

const DATE_KEYS: ReadonlySet<FilterKey> = new Set(['dateFrom', 'dateTo', 'regdate', 'visitDate']);

export function isDateKey(key: FilterKey): boolean {
  return DATE_KEYS.has(key);
}

/** The form shows what the address holds. */
export function draftFromFilter(filter: ActListFilter): FilterDraft {
  const draft = {} as FilterDraft;
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined) draft[key] = '';
    else if (isDateKey(key)) {
      const date = parseDate(String(value));
      draft[key] = date ? toIsoDate(date) : '';
    } else draft[key] = String(value);
  }
  return draft;
}

/** The address changes a submitted form makes: every filter set or cleared, dates as DD.MM.YYYY. */
export function changesFromDraft(draft: FilterDraft): Record<FilterKey, string | undefined> {
  const changes = {} as Record<FilterKey, string | undefined>;
  for (const key of FILTER_KEYS) {
    const text = draft[key].trim();
    if (text === '') changes[key] = undefined;
    else if (isDateKey(key)) {
      const date = parseIsoDate(text);
      changes[key] = date ? formatCalendarDate(date) : undefined;
    } else changes[key] = key === 'regnum' ? text.toUpperCase() : text;
  }
  return changes;
}

/** Dates the user typed that cannot be read, and a "to" before "from". */
export type FilterProblem = 'dateOrder' | 'regnum';

export function filterProblems(draft: FilterDraft): FilterProblem[] {
  const problems: FilterProblem[] = [];
  const from = parseIsoDate(draft.dateFrom);
  const to = parseIsoDate(draft.dateTo);
  if (from && to && toIsoDate(to) < toIsoDate(from)) problems.push('dateOrder');
  const regnum = draft.regnum.trim();
  if (regnum !== '' && !/^[A-Za-z0-9/-]{1,30}$/.test(regnum)) problems.push('regnum');
  return problems;
}
