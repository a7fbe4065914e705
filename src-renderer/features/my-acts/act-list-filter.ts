import { ACT_STATES, type ActState } from '../../../src-domain/acts/act-states.ts';
import { ACT_TYPE_IDS, REG_SYSTEMS, type ActTypeId, type RegSystemId } from '../../../src-domain/acts/act-types.ts';
import { MY_ACTS_TABS, type MyActsTab } from '../../../src-domain/acts/my-acts-tabs.ts';
import { ACT_STEP_VALUES, type ActStep } from '../../../src-domain/acts/steps.ts';
import { ACT_LIST_SORTS, type ActListSort } from '../../../src-domain/http/routes/acts-list.ts';
import type { QueryValue } from '../../api/url.ts';
import { parseDate, parseTime } from '../../../src-domain/time/parse-date.ts';

/**
 * The twelve filters of spec §2 screen 12 (date from, date to, state, registry number, registry
 * date, visit date and time, type, office, notary, step, system, registration type), the tab, the
 * order and the page, as the address holds them. Values are kept in the API's own form (dates
 * DD.MM.YYYY, times HH:mm), so the address and the request carry the same text.
 */
export interface ActListFilter {
  tab: MyActsTab;
  dateFrom: string | undefined;
  dateTo: string | undefined;
  state: ActState | undefined;
  regnum: string | undefined;
  regdate: string | undefined;
  visitDate: string | undefined;
  visitTime: string | undefined;
  type: ActTypeId | undefined;
  office: number | undefined;
  notary: number | undefined;
  step: ActStep | undefined;
  system: RegSystemId | undefined;
  regtype: 1 | 2 | undefined;
  sort: ActListSort;
  page: number;
}

/** The filter fields a user sets in the form (everything but tab, order and page). */
export const FILTER_KEYS = [
  'dateFrom',
  'dateTo',
  'state',
  'regnum',
  'regdate',
  'visitDate',
  'visitTime',
  'type',
  'office',
  'notary',
  'step',
  'system',
  'regtype',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const positive = (text: string | null): number | undefined => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);
const date = (text: string | null): string | undefined => (text && parseDate(text) ? text : undefined);
const time = (text: string | null): string | undefined => (text && /^\d{2}:\d{2}$/.test(text) && parseTime(text) ? text : undefined);
const regnum = (text: string | null): string | undefined => {
  const value = text?.trim().toUpperCase();
  return value && value.length <= 30 && /^[A-Z0-9/-]+$/.test(value) ? value : undefined;
};
function oneOf<T extends string | number>(values: readonly T[], text: string | null): T | undefined {
  return values.find((value) => String(value) === text);
}

/** Reads the address; a value it got wrong is dropped rather than sent, so a stale link still lists. */
export function readActListFilter(params: URLSearchParams): ActListFilter {
  return {
    tab: oneOf(MY_ACTS_TABS, params.get('tab')) ?? 'progress',
    dateFrom: date(params.get('dateFrom')),
    dateTo: date(params.get('dateTo')),
    state: oneOf(ACT_STATES, params.get('state')),
    regnum: regnum(params.get('regnum')),
    regdate: date(params.get('regdate')),
    visitDate: date(params.get('visitDate')),
    visitTime: time(params.get('visitTime')),
    type: oneOf(ACT_TYPE_IDS, params.get('type')),
    office: positive(params.get('office')),
    notary: positive(params.get('notary')),
    step: oneOf(ACT_STEP_VALUES, params.get('step')),
    system: oneOf(REG_SYSTEMS, params.get('system')),
    regtype: oneOf([1, 2] as const, params.get('regtype')),
    sort: oneOf(ACT_LIST_SORTS, params.get('sort')) ?? 'newest',
    page: positive(params.get('page')) ?? 1,
  };
}

/**
 * The request's query (`GET /api/acts` or, without `tab`, `GET /api/notary/acts`): defaults are
 * left out so the address and the request stay short.
 */
export function actListQuery(filter: ActListFilter, { withTab }: { withTab: boolean }): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (withTab && filter.tab !== 'progress') query.tab = filter.tab;
  for (const key of FILTER_KEYS) query[key] = filter[key];
  if (filter.sort !== 'newest') query.sort = filter.sort;
  if (filter.page > 1) query.page = filter.page;
  return query;
}

/** Some filter is set (the empty state then offers to clear them). */
export function hasFilters(filter: ActListFilter): boolean {
  return FILTER_KEYS.some((key) => filter[key] !== undefined);
}
