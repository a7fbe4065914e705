import { ACT_TYPE_IDS } from '../acts/act-types.ts';

/** One group of counted acts as the database returns it (type × region × month). */
export interface StatisticsCountRow {
  actTypeId: number;
  regionId: number;
  /** `YYYY-MM` */
  month: string;
  count: number;
}

export interface StatisticsBreakdown {
  total: number;
  byType: { actTypeId: number; count: number }[];
  byRegion: { regionId: number; count: number }[];
  byMonth: { month: string; count: number }[];
}

export interface StatisticsFrame {
  /** Every month of the period (statistics-period.ts), in order. */
  months: readonly string[];
  /** The regions to show, in the dictionary's order: all of them, or the one filtered on. */
  regionIds: readonly number[];
}

/** Sums per key, starting from `keys` at zero; keys found only in the data follow, sorted. */
function sumBy<K extends string | number>(rows: readonly StatisticsCountRow[], keyOf: (row: StatisticsCountRow) => K, keys: readonly K[]): [K, number][] {
  const sums = new Map<K, number>(keys.map((key) => [key, 0]));
  const extra: K[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    if (!sums.has(key)) extra.push(key);
    sums.set(key, (sums.get(key) ?? 0) + row.count);
  }
  const order = [...keys, ...[...new Set(extra)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))];
  return order.map((key) => [key, sums.get(key) ?? 0]);
}

/**
 * The three breakdowns of the statistics page (docs/decisions/0005-statistics-and-dictionary-updates.md: by act type, by region, by
 * month). Every act type of spec §4, every region and every month of the period appears, at 0
 * when nothing was registered, so a chart's gaps are visible; the three always add up to `total`.
 */
export function aggregateStatistics(rows: readonly StatisticsCountRow[], frame: StatisticsFrame): StatisticsBreakdown {
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    byType: sumBy(rows, (row) => row.actTypeId, ACT_TYPE_IDS).map(([actTypeId, count]) => ({ actTypeId, count })),
    byRegion: sumBy(rows, (row) => row.regionId, frame.regionIds).map(([regionId, count]) => ({ regionId, count })),
    byMonth: sumBy(rows, (row) => row.month, frame.months).map(([month, count]) => ({ month, count })),
  };
}
