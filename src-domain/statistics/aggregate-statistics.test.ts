import { describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS } from '../acts/act-types.ts';
import { aggregateStatistics, type StatisticsCountRow } from './aggregate-statistics.ts';

const row = (actTypeId: number, regionId: number, month: string, count: number): StatisticsCountRow => ({ actTypeId, regionId, month, count });
const frame = { months: ['2026-01', '2026-02', '2026-03'], regionIds: [1, 5, 14] };

// Spec §1 statistics: acts by type, by region and by month.
describe('statistics aggregation (spec §1 statistics)', () => {
  const cases: [string, StatisticsCountRow[], { total: number; type1: number; region5: number; months: number[] }][] = [
    ['nothing registered', [], { total: 0, type1: 0, region5: 0, months: [0, 0, 0] }],
    ['one group', [row(1, 5, '2026-02', 3)], { total: 3, type1: 3, region5: 3, months: [0, 3, 0] }],
    [
      'several groups of one type',
      [row(1, 5, '2026-01', 2), row(1, 1, '2026-01', 4), row(4, 5, '2026-03', 1)],
      { total: 7, type1: 6, region5: 3, months: [6, 0, 1] },
    ],
  ];

  it.each(cases)('%s', (_name, rows, expected) => {
    const result = aggregateStatistics(rows, frame);
    expect(result.total).toBe(expected.total);
    expect(result.byType.find((t) => t.actTypeId === 1)?.count).toBe(expected.type1);
    expect(result.byRegion.find((r) => r.regionId === 5)?.count).toBe(expected.region5);
    expect(result.byMonth.map((m) => m.count)).toEqual(expected.months);
  });

  it('lists every wizard act type, region and month in order, at 0 when empty', () => {
    const result = aggregateStatistics([], frame);
    expect(result.byType.map((t) => t.actTypeId)).toEqual([...ACT_TYPE_IDS]);
    expect(result.byRegion.map((r) => r.regionId)).toEqual([1, 5, 14]);
    expect(result.byMonth.map((m) => m.month)).toEqual(frame.months);
  });

  it('keeps groups outside the frame, after it, so every breakdown adds up to the total', () => {
    const result = aggregateStatistics([row(999, 77, '2026-07', 2), row(1, 1, '2026-01', 1)], frame);
    const sum = (items: { count: number }[]) => items.reduce((total, item) => total + item.count, 0);
    expect(result.total).toBe(3);
    expect([sum(result.byType), sum(result.byRegion), sum(result.byMonth)]).toEqual([3, 3, 3]);
    expect(result.byType.at(-1)).toEqual({ actTypeId: 999, count: 2 });
    expect(result.byRegion.at(-1)).toEqual({ regionId: 77, count: 2 });
    expect(result.byMonth.at(-1)).toEqual({ month: '2026-07', count: 2 });
  });
});
