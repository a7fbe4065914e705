import { sql } from 'kysely';
import type { NotaryListQuery, NotaryListResponse } from '../../src-domain/http/routes/notaries.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/search-text.ts';
import { notariesWithOffice, selectSummary, toNotarySummary } from './notary-summary.ts';
import { rankInCode } from './notary-ranking.ts';

function filtered(db: Db, query: NotaryListQuery) {
  let rows = notariesWithOffice(db);
  if (query.region !== undefined) rows = rows.where('o.region_id', '=', query.region);
  if (query.district !== undefined) rows = rows.where('o.district_id', '=', query.district);
  if (query.q) rows = rows.where(sql<boolean>`${sql.ref('n.search_text')} like ${containsPattern(query.q)} escape '\\'`);
  if (query.licence) rows = rows.where('n.licence_status', '=', query.licence);
  if (query.status === 'present') rows = rows.where('n.present', '=', 1).where('n.leave_status', '=', 'none');
  else if (query.status) rows = rows.where('n.leave_status', '=', query.status);
  return rows;
}

type Summaries = ReturnType<typeof selectSummary>;

function ordered(page: Summaries, query: NotaryListQuery, locale: Locale): Summaries {
  if (query.sort === 'name') return page.orderBy(`n.name_${locale}`, 'asc');
  if (query.sort === 'reviews') return page.orderBy('n.review_count', 'desc').orderBy('n.rating', 'desc');
  return page.orderBy('n.rating', 'desc').orderBy('n.review_count', 'desc');
}

/**
 * One page of the notary registry. Every order ends with the id so that equal ratings never
 * swap places between pages. `sort=name` follows the caller's locale. "Working now" and
 * "nearest" depend on the timetable JSON and on trigonometry, which SQLite and PostgreSQL do
 * not share, so those two are decided in code (notary-ranking.ts) over the SQL-filtered rows:
 * nearest pages the ranked ids; working now narrows the SQL query to the ids that passed.
 */
export async function listNotaries(db: Db, query: NotaryListQuery, locale: Locale, now: Date): Promise<NotaryListResponse> {
  let base = filtered(db, query);
  const offset = (query.page - 1) * query.pageSize;
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (query.workingNow || query.sort === 'nearest') {
    const ids = await rankInCode(base, query, now);
    if (ids.length === 0) return empty;
    if (query.sort === 'nearest') return { ...empty, items: await summariesInOrder(base, ids.slice(offset, offset + query.pageSize)), total: ids.length };
    base = base.where('n.id', 'in', ids);
  }
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const rows = await ordered(selectSummary(base), query, locale).orderBy('n.id', 'asc').limit(query.pageSize).offset(offset).execute();
  return { items: rows.map(toNotarySummary), total: Number(counted?.total ?? 0), page: query.page, pageSize: query.pageSize };
}

async function summariesInOrder(base: ReturnType<typeof filtered>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await selectSummary(base).where('n.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toNotarySummary(row)] : [];
  });
}
