import type { CatalogueServiceSummary } from '../../src-domain/http/routes/catalogue.ts';
import type { LocalizedText } from '../../src-domain/http/routes/localized-text.ts';
import type { Db } from '../db/database.ts';
import { localized, parseJson } from '../db/localized.ts';

/**
 * Acts registered with each of `serviceIds`: the "count of acts" of screen 10. Registered means
 * the act got a registry number (step 9), whatever became of it later (cancelled, annulled):
 * the figure says how often the service was used, not how many acts are still in force.
 */
export async function registeredActCounts(db: Db, serviceIds: readonly number[]): Promise<Map<number, number>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notarial_acts')
    .select(['catalogue_service_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('catalogue_service_id', 'in', serviceIds)
    .where('regnum', 'is not', null)
    .groupBy('catalogue_service_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.catalogue_service_id), Number(row.count)]));
}

/** Services in catalogue order, with the columns of a summary. */
export function servicesQuery(db: Db) {
  return db
    .selectFrom('catalogue_services')
    .select(['id', 'group_id', 'act_type_id', 'name_oz', 'name_uz', 'name_ru', 'description_simple', 'fee_bcv_percent', 'fee_value_permille', 'duration_days'])
    .orderBy('sort_order')
    .orderBy('id');
}

type ServiceRow = Awaited<ReturnType<ReturnType<typeof servicesQuery>['execute']>>[number];

export function toServiceSummary(row: ServiceRow, counts: ReadonlyMap<number, number>): CatalogueServiceSummary {
  return {
    id: row.id,
    groupId: row.group_id,
    actTypeId: row.act_type_id,
    name: localized(row, 'name'),
    simplifiedDescription: parseJson<LocalizedText>(row.description_simple),
    fee: { percentOfBcv: row.fee_bcv_percent, permilleOfValue: row.fee_value_permille },
    durationDays: row.duration_days,
    actsCount: counts.get(row.id) ?? 0,
  };
}
