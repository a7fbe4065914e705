import { sql } from 'kysely';
import type { StatisticsCountRow } from '../../src-domain/statistics/aggregate-statistics.ts';
import { STATISTICS_COUNTED_STATES } from '../../src-domain/statistics/counted-acts.ts';
import type { Db } from '../db/database.ts';

export interface StatisticsFilter {
  /** ISO dates, both included. */
  from: string;
  to: string;
  region: number | undefined;
}

/**
 * Counted acts (src-domain/statistics/counted-acts.ts) registered in the period, grouped by
 * type, the region of the registering office and the month of the registry date: one query, at
 * most 13 types × 14 regions × 36 months rows, whatever the number of acts. The same SQL text
 * runs on SQLite and PostgreSQL (`substr` of the ISO date text; `count` is a bigint there).
 */
export async function countRegisteredActs(db: Db, filter: StatisticsFilter): Promise<StatisticsCountRow[]> {
  const month = sql<string>`substr(${sql.ref('a.regdate')}, 1, 7)`;
  let query = db
    .selectFrom('notarial_acts as a')
    .innerJoin('notary_offices as o', 'o.id', 'a.office_id')
    .select(['a.act_type_id', 'o.region_id', month.as('month'), (eb) => eb.fn.countAll().as('count')])
    .where('a.regdate', 'is not', null)
    .where('a.regdate', '>=', filter.from)
    .where('a.regdate', '<=', filter.to)
    .where('a.state', 'in', STATISTICS_COUNTED_STATES)
    .groupBy(['a.act_type_id', 'o.region_id', month]);
  if (filter.region !== undefined) query = query.where('o.region_id', '=', filter.region);
  const rows = await query.execute();
  return rows.map((row) => ({ actTypeId: row.act_type_id, regionId: row.region_id, month: row.month, count: Number(row.count) }));
}

/** Region ids in the dictionary's order. */
export async function listRegionIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('regions').select('id').orderBy('sort_order').execute()).map((row) => row.id);
}
