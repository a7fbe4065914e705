import { sql } from 'kysely';
import type { CatalogueQuery, CatalogueResponse } from '../../src-domain/http/routes/catalogue.ts';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/search-text.ts';
import { baseCalculationValue } from './catalogue-base-value.ts';
import { registeredActCounts, servicesQuery, toServiceSummary } from './catalogue-summary.ts';
import { localized } from '../db/localized.ts';

/** `search_text` holds names and both descriptions in every locale, folded (search-text.ts). */
const matchesSearch = (q: string) => sql<boolean>`${sql.ref('search_text')} like ${containsPattern(q)} escape '\\'`;

async function groupsWithCounts(db: Db, q: string | undefined): Promise<CatalogueResponse['groups']> {
  let matching = db.selectFrom('catalogue_services').select(['group_id', (eb) => eb.fn.countAll<number | string>().as('count')]);
  if (q) matching = matching.where(matchesSearch(q));
  const [groups, counts] = await Promise.all([
    db.selectFrom('catalogue_groups').selectAll().orderBy('sort_order').orderBy('id').execute(),
    matching.groupBy('group_id').execute(),
  ]);
  const byGroup = new Map(counts.map((row) => [row.group_id, Number(row.count)]));
  return groups.map((group) => ({ id: group.id, name: localized(group, 'name'), serviceCount: byGroup.get(group.id) ?? 0 }));
}

/**
 * One page of the catalogue in catalogue order, filtered by `q` and `group`, with every group
 * and its count of services matching `q` (the filter shows them whichever group is chosen);
 * the total is the sum of those counts, so no second count query is needed.
 */
export async function listCatalogue(db: Db, query: CatalogueQuery): Promise<CatalogueResponse> {
  let services = servicesQuery(db);
  if (query.q) services = services.where(matchesSearch(query.q));
  if (query.group !== undefined) services = services.where('group_id', '=', query.group);
  const [groups, rows, bcvTiyin] = await Promise.all([
    groupsWithCounts(db, query.q),
    services
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    baseCalculationValue(db),
  ]);
  const counts = await registeredActCounts(
    db,
    rows.map((row) => row.id),
  );
  const total = groups.filter((group) => query.group === undefined || group.id === query.group).reduce((sum, group) => sum + group.serviceCount, 0);
  return { items: rows.map((row) => toServiceSummary(row, counts)), total, page: query.page, pageSize: query.pageSize, bcvTiyin, groups };
}
