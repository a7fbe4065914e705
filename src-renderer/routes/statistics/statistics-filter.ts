import * as v from 'valibot';
import { StatisticsQuerySchema } from '../../../src-domain/http/routes/statistics.ts';
import { yearPeriod } from '../../../src-domain/statistics/statistics-period.ts';
import { formatCalendarDate } from '../../../src-domain/time/format-date.ts';

/**
 * The page's filter as the address holds it (docs/decisions/0005-statistics-and-dictionary-updates.md: "year or date range; region
 * optional"): `?year=2025`, or `?from=01.03.2025&to=31.05.2025`, and `&region=5`. No year means
 * the current one in Tashkent.
 */
export type StatisticsFilter =
  { mode: 'year'; year: number; region: number | undefined } | { mode: 'range'; from: string; to: string; region: number | undefined };

/** The query of `GET /api/statistics`, DD.MM.YYYY like the forms. */
export interface StatisticsRequest {
  from: string;
  to: string;
  region: number | undefined;
}

export type PeriodErrors = Partial<Record<'from' | 'to', string>>;

function positiveInteger(text: string | null): number | undefined {
  return text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

export function filterFromParams(params: URLSearchParams, currentYear: number): StatisticsFilter {
  const region = positiveInteger(params.get('region'));
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) return { mode: 'range', from: from ?? '', to: to ?? '', region };
  const year = positiveInteger(params.get('year'));
  return { mode: 'year', year: year !== undefined && year >= 1000 && year <= 9999 ? year : currentYear, region };
}

/** The address of a filter; the current year is the default and is left out. */
export function paramsOfFilter(filter: StatisticsFilter, currentYear: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.mode === 'range') {
    params.set('from', filter.from);
    params.set('to', filter.to);
  } else if (filter.year !== currentYear) {
    params.set('year', String(filter.year));
  }
  if (filter.region !== undefined) params.set('region', String(filter.region));
  return params;
}

/** The request a filter makes: a year is 01.01–31.12 of it (src-domain/statistics/statistics-period.ts). */
export function requestOf(filter: StatisticsFilter): StatisticsRequest {
  if (filter.mode === 'range') return { from: filter.from, to: filter.to, region: filter.region };
  const { from, to } = yearPeriod(filter.year);
  return { from: formatCalendarDate(from), to: formatCalendarDate(to), region: filter.region };
}

/** The server's own checks (one schema, spec rule in src-domain): message keys by field. */
export function periodErrors(from: string, to: string): PeriodErrors {
  const result = v.safeParse(StatisticsQuerySchema, { from, to });
  if (result.success) return {};
  const errors: PeriodErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if ((path === 'from' || path === 'to') && errors[path] === undefined) errors[path] = issue.message;
  }
  return errors;
}
