import { sql } from 'kysely';
import type { CatalogueResponse, CatalogueServiceSummary } from '../../src-domain/http/routes/catalogue.ts';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/search-text.ts';
import { localized } from './localized.ts';

/** Settings key of the base calculation value, in tiyin. */
export const BCV_SETTING = 'bcv_tiyin';

export async function baseCalculationValue(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', BCV_SETTING).executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** Registered (active) acts per service: the "count of acts" of screen 10. */
export async function registeredActCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('notarial_acts')
    .select(['catalogue_service_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('state', '=', 'active')
    .where('catalogue_service_id', 'is not', null)
    .groupBy('catalogue_service_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.catalogue_service_id), Number(row.count)]));
}

export function servicesQuery(db: Db) {
  return db
    .selectFrom('catalogue_services')
    .select(['id', 'group_id', 'act_type_id', 'name_oz', 'name_uz', 'name_ru', 'fee_bcv_percent', 'fee_value_permille', 'duration_days'])
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
    fee: { percentOfBcv: row.fee_bcv_percent, permilleOfValue: row.fee_value_permille },
    durationDays: row.duration_days,
    actsCount: counts.get(row.id) ?? 0,
  };
}

/** The catalogue by group; with `q`, only matching services and the groups that hold them. */
export async function listCatalogue(db: Db, q: string | undefined): Promise<CatalogueResponse> {
  let services = servicesQuery(db);
  if (q) services = services.where(sql<boolean>`${sql.ref('search_text')} like ${containsPattern(q)} escape '\\'`);
  const [groups, rows, counts, bcvTiyin] = await Promise.all([
    db.selectFrom('catalogue_groups').selectAll().orderBy('sort_order').orderBy('id').execute(),
    services.execute(),
    registeredActCounts(db),
    baseCalculationValue(db),
  ]);
  return {
    bcvTiyin,
    groups: groups
      .map((group) => ({ id: group.id, name: localized(group, 'name'), services: rows.filter((row) => row.group_id === group.id).map((row) => toServiceSummary(row, counts)) }))
      .filter((group) => !q || group.services.length > 0),
  };
}
