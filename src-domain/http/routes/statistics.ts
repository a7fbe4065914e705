import * as v from 'valibot';
import { isPeriodOrdered, isPeriodWithinMax } from '../../statistics/statistics-period.ts';
import { parseDate } from '../../time/parse-date.ts';
import { PositiveIntegerTextSchema } from './query-values.ts';

/**
 * `GET /api/statistics?from=DD.MM.YYYY&to=DD.MM.YYYY&region=`: registered notarial acts by type,
 * by region and by month (spec §1 "statistics"). Which acts count:
 * src-domain/statistics/counted-acts.ts. A year is 01.01–31.12 of it. Region names come from
 * the regions dictionary and act type names from src-domain/acts/act-types.ts, so the answer
 * carries ids only and serves every locale.
 */
export const STATISTICS_PATH = '/api/statistics';

/** A required DD.MM.YYYY, read into a calendar date. */
const PeriodDateSchema = v.optional(
  v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.nonEmpty('error_required'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const date = parseDate(dataset.value);
      if (date) return date;
      addIssue({ message: 'error_invalid_date' });
      return NEVER;
    }),
  ),
  '',
);

/** The form validates the same query (without a region): `from` ≤ `to`, at most 36 months. */
export const StatisticsQuerySchema = v.pipe(
  v.object({ from: PeriodDateSchema, to: PeriodDateSchema, region: v.optional(PositiveIntegerTextSchema) }),
  v.forward(
    v.partialCheck([['from'], ['to']], (period) => isPeriodOrdered(period), 'error_period_order'),
    ['to'],
  ),
  v.forward(
    v.partialCheck([['from'], ['to']], (period) => isPeriodWithinMax(period), 'error_period_too_long'),
    ['to'],
  ),
);
export type StatisticsQuery = v.InferOutput<typeof StatisticsQuerySchema>;
export type StatisticsQueryInput = v.InferInput<typeof StatisticsQuerySchema>;

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const StatisticsResponseSchema = v.object({
  /** The period answered, ISO dates. */
  from: v.string(),
  to: v.string(),
  region: v.nullable(v.number()),
  total: CountSchema,
  /** Every act type of spec §4 in its order (0 when none), then any other type found. */
  byType: v.array(v.object({ actTypeId: v.number(), count: CountSchema })),
  /** Every region in the dictionary's order, or only the filtered one. */
  byRegion: v.array(v.object({ regionId: v.number(), count: CountSchema })),
  /** Every month of the period, `YYYY-MM`. */
  byMonth: v.array(v.object({ month: v.string(), count: CountSchema })),
});
export type StatisticsResponse = v.InferOutput<typeof StatisticsResponseSchema>;
