import type { CatalogueServiceResponse, RequiredDocument } from '../../src-domain/http/routes/catalogue-service.ts';
import type { LocalizedText } from '../../src-domain/http/routes/localized-text.ts';
import type { Db } from '../db/database.ts';
import { baseCalculationValue } from './catalogue-base-value.ts';
import { registeredActCounts, servicesQuery, toServiceSummary } from './catalogue-summary.ts';
import { localized, parseJson } from '../db/localized.ts';

/** One service with everything screen 10 shows, or undefined for an unknown id. */
export async function findCatalogueService(db: Db, id: number): Promise<CatalogueServiceResponse | undefined> {
  const row = await db
    .selectFrom('catalogue_services as s')
    .innerJoin('catalogue_groups as g', 'g.id', 's.group_id')
    .selectAll('s')
    .select(['g.name_oz as group_name_oz', 'g.name_uz as group_name_uz', 'g.name_ru as group_name_ru'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const relatedIds = parseJson<number[]>(row.related_ids);
  const [counts, bcvTiyin, related] = await Promise.all([
    registeredActCounts(db, [id]),
    baseCalculationValue(db),
    relatedIds.length === 0 ? Promise.resolve([]) : servicesQuery(db).where('id', 'in', relatedIds).execute(),
  ]);
  return {
    ...toServiceSummary(row, counts),
    group: { id: row.group_id, name: localized(row, 'group_name') },
    bcvTiyin,
    descriptionByLaw: parseJson<LocalizedText>(row.description_law),
    requiredDocuments: parseJson<RequiredDocument[]>(row.required_documents),
    participants: parseJson<LocalizedText[]>(row.participants),
    duration: parseJson<LocalizedText>(row.duration),
    result: parseJson<LocalizedText>(row.result),
    conditions: parseJson<LocalizedText>(row.conditions),
    related: related.map((r) => ({ id: r.id, name: localized(r, 'name') })),
  };
}
