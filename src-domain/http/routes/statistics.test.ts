import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StatisticsQuerySchema } from './statistics.ts';

const issues = (input: Record<string, unknown>) => {
  const result = v.safeParse(StatisticsQuerySchema, input);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
};

// Spec §1 statistics: validated filters, localized 400 on bad dates, from ≤ to, a maximum range.
describe('GET /api/statistics query (docs/decisions/0005-statistics-and-dictionary-updates.md)', () => {
  it('reads a period and an optional region', () => {
    expect(v.parse(StatisticsQuerySchema, { from: '01.01.2026', to: '31.12.2026', region: '5' })).toEqual({
      from: { year: 2026, month: 1, day: 1 },
      to: { year: 2026, month: 12, day: 31 },
      region: 5,
    });
    expect(v.parse(StatisticsQuerySchema, { from: ' 01.01.2026', to: '01.01.2026' }).region).toBeUndefined();
  });

  it.each([
    [{ to: '31.12.2026' }, [['from', 'error_required']]],
    [{ from: '31.02.2026', to: '31.12.2026' }, [['from', 'error_invalid_date']]],
    [{ from: '2026-01-01', to: '31.12.2026' }, [['from', 'error_invalid_date']]],
    [{ from: '02.01.2026', to: '01.01.2026' }, [['to', 'error_period_order']]],
    [{ from: '01.01.2024', to: '01.01.2027' }, [['to', 'error_period_too_long']]],
    [{ from: '01.01.2026', to: '31.12.2026', region: 'x' }, [['region', 'error_invalid_value']]],
    [{ from: '01.01.2026', to: '31.12.2026', region: '0' }, [['region', 'error_invalid_value']]],
  ])('%j fails with %j', (input, expected) => {
    expect(issues(input)).toEqual(expected);
  });
});
