import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ActState } from '../../src-domain/acts/act-states.ts';
import type { ActListFilters, ActListSort } from '../../src-domain/http/routes/acts-list.ts';
import { parseDate } from '../../src-domain/time/parse-date.ts';
import { tashkentDateTimeToUtc } from '../../src-domain/time/tashkent-to-utc.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import type { Database } from '../db/database.ts';

type ActQuery<O> = SelectQueryBuilder<Database & { a: Database['notarial_acts'] }, 'a', O>;
type ActEb = ExpressionBuilder<Database & { a: Database['notarial_acts'] }, 'a'>;

const DAY_MS = 86_400_000;

/**
 * `a.state` as an expression no index can serve (`state || ''`, the same value on SQLite and
 * PostgreSQL). A state matches thousands of acts; without table statistics SQLite would still
 * walk the (state, regdate) index for it instead of the user's or notary's few acts, ~50 ms a
 * page at 10 000 acts instead of < 1 ms (bench/acts.ts).
 */
export const actState = sql<ActState>`(${sql.ref('a.state')} || '')`;

function isoDate(text: string): string {
  const date = parseDate(text);
  // The query schema accepted the text, so it parses; a miss would be our bug, filter nothing out.
  return date ? toIsoDate(date) : text;
}

/** The first instant of a Tashkent day, as the ISO text `created_at` holds (spec §9 Tashkent time). */
function dayStartUtc(text: string, plusDays = 0): string | null {
  const start = tashkentDateTimeToUtc(text, '00:00');
  return start ? new Date(start.getTime() + plusDays * DAY_MS).toISOString() : null;
}

/**
 * The twelve filters of spec §2 screen 12 on an act query aliased `a`. Each filter is an equality
 * or a range on one indexed or narrow column, so they compose without surprises.
 */
export function applyActFilters<O>(query: ActQuery<O>, filters: ActListFilters): ActQuery<O> {
  let q = query;
  const from = filters.dateFrom === undefined ? null : dayStartUtc(filters.dateFrom);
  const to = filters.dateTo === undefined ? null : dayStartUtc(filters.dateTo, 1);
  if (from !== null) q = q.where('a.created_at', '>=', from);
  if (to !== null) q = q.where('a.created_at', '<', to);
  if (filters.state !== undefined) q = q.where(actState, '=', filters.state);
  // Registry numbers are stored upper-case and the filter is [A-Z0-9/-]: no LIKE wildcard can slip in.
  if (filters.regnum !== undefined && filters.regnum !== '') q = q.where('a.regnum', 'like', `${filters.regnum}%`);
  if (filters.regdate !== undefined) q = q.where('a.regdate', '=', isoDate(filters.regdate));
  if (filters.visitDate !== undefined) q = q.where('a.visit_date', '=', isoDate(filters.visitDate));
  if (filters.visitTime !== undefined) q = q.where('a.visit_time', '=', filters.visitTime);
  if (filters.type !== undefined) q = q.where('a.act_type_id', '=', filters.type);
  if (filters.office !== undefined) q = q.where('a.office_id', '=', filters.office);
  if (filters.notary !== undefined) q = q.where('a.notary_id', '=', filters.notary);
  if (filters.step !== undefined) q = q.where('a.step', '=', filters.step);
  if (filters.system !== undefined) q = q.where('a.regsystem_id', '=', filters.system);
  if (filters.regtype !== undefined) q = q.where('a.regtype_id', '=', filters.regtype);
  return q;
}

/** Nulls last on both engines (SQLite and PostgreSQL order nulls differently by default). */
function nullsLast(eb: ActEb, column: 'a.regdate' | 'a.visit_date') {
  return eb(column, 'is', null);
}

/** Ordering of spec §2 screen 12's lists; the id breaks ties so pages never overlap. */
export function applyActSort<O>(query: ActQuery<O>, sort: ActListSort): ActQuery<O> {
  switch (sort) {
    case 'newest':
      return query.orderBy('a.id', 'desc');
    case 'oldest':
      return query.orderBy('a.id', 'asc');
    case 'regdate_desc':
      return query
        .orderBy((eb) => nullsLast(eb, 'a.regdate'))
        .orderBy('a.regdate', 'desc')
        .orderBy('a.id', 'desc');
    case 'regdate_asc':
      return query
        .orderBy((eb) => nullsLast(eb, 'a.regdate'))
        .orderBy('a.regdate', 'asc')
        .orderBy('a.id', 'asc');
    case 'visit_asc':
      return query
        .orderBy((eb) => nullsLast(eb, 'a.visit_date'))
        .orderBy('a.visit_date', 'asc')
        .orderBy('a.visit_time', 'asc')
        .orderBy('a.id', 'asc');
    case 'visit_desc':
      return query
        .orderBy((eb) => nullsLast(eb, 'a.visit_date'))
        .orderBy('a.visit_date', 'desc')
        .orderBy('a.visit_time', 'desc')
        .orderBy('a.id', 'desc');
    case 'step_asc':
      return query.orderBy('a.step', 'asc').orderBy('a.id', 'desc');
    case 'step_desc':
      return query.orderBy('a.step', 'desc').orderBy('a.id', 'desc');
  }
}

/** `count(*)` as a number on both engines. */
export const countAll = sql<number>`count(*)`;
