import { sql } from 'kysely';
import type { NotaryListQuery, NotaryListResponse } from '../../src-domain/http/routes/notaries.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/search-text.ts';
import { notariesWithOffice, selectSummary, toNotarySummary } from './notary-summary.ts';

function filtered(db: Db, query: NotaryListQuery) {
  let rows = notariesWithOffice(db);
  if (query.region !== undefined) rows = rows.where('o.region_id', '=', query.region);
  if (query.district !== undefined) rows = rows.where('o.district_id', '=', query.district);
  if (query.q) rows = rows.where(sql<boolean>`${sql.ref('n.search_text')} like ${containsPattern(query.q)} escape '\\'`);
  return rows;
}

/**
 * One page of the notary registry. Every order ends with the id so that equal ratings never
 * swap places between pages. `sort=name` follows the caller's locale.
 */
export async function listNotaries(db: Db, query: NotaryListQuery, locale: Locale): Promise<NotaryListResponse> {
  const base = filtered(db, query);
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  let page = selectSummary(base);
  if (query.sort === 'name') page = page.orderBy(`n.name_${locale}`, 'asc');
  else if (query.sort === 'reviews') page = page.orderBy('n.review_count', 'desc').orderBy('n.rating', 'desc');
  else page = page.orderBy('n.rating', 'desc').orderBy('n.review_count', 'desc');
  const rows = await page
    .orderBy('n.id', 'asc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { items: rows.map(toNotarySummary), total: Number(counted?.total ?? 0), page: query.page, pageSize: query.pageSize };
}
