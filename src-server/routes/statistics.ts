import type { FastifyPluginAsync } from 'fastify';
import { STATISTICS_PATH, StatisticsQuerySchema, type StatisticsResponse } from '../../src-domain/http/routes/statistics.ts';
import { aggregateStatistics } from '../../src-domain/statistics/aggregate-statistics.ts';
import { periodMonthKeys } from '../../src-domain/statistics/statistics-period.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import type { Db } from '../db/database.ts';
import { countRegisteredActs, listRegionIds, type StatisticsFilter } from '../repositories/statistics.ts';
import { createAnswerCache, sendCachedAnswer } from '../http/answer-cache.ts';
import { countedInBatches } from '../plugins/rate-limit-store.ts';

export interface StatisticsRouteDeps {
  db: Db;
  /** Requests per client and window: the search routes' limit (docs/security.md). */
  rateLimit: { max: number; timeWindowMs: number };
  /** How long one query's answer is reused; 60 s unless a test says otherwise. */
  cacheTtlMs?: number;
  /** The cache's clock (tests move it). */
  now?: () => number;
}

const DEFAULT_TTL_MS = 60_000;
const MAX_CACHED_QUERIES = 500;

async function computeStatistics(db: Db, filter: StatisticsFilter, months: string[]): Promise<StatisticsResponse> {
  const allRegions = await listRegionIds(db);
  if (filter.region !== undefined && !allRegions.includes(filter.region)) {
    throw new ApiError('validation_failed', { issues: [{ path: 'region', type: 'check', message: 'error_invalid_value' }] });
  }
  const rows = await countRegisteredActs(db, filter);
  const breakdown = aggregateStatistics(rows, { months, regionIds: filter.region === undefined ? allRegions : [filter.region] });
  return { from: filter.from, to: filter.to, region: filter.region ?? null, ...breakdown };
}

/**
 * Public statistics of registered acts (spec §1 "statistics"). A query's answer is computed and
 * serialised once a minute at most and sent with its tag, so a repeat costs a lookup and a
 * client holding the tag a 304 (docs/decisions/0039-public-answer-cache.md).
 */
export function statisticsRoutes(deps: StatisticsRouteDeps): FastifyPluginAsync {
  const cache = createAnswerCache({ ttlMs: deps.cacheTtlMs ?? DEFAULT_TTL_MS, maxEntries: MAX_CACHED_QUERIES, now: deps.now ?? Date.now });
  // Public aggregates: the limit keeps one client from hogging the server, so it is counted in
  // batches (docs/decisions/0052-public-reads-and-health-cost.md).
  const rateLimit = countedInBatches({ max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs });
  return async (app) => {
    app.get(STATISTICS_PATH, { config: { access: 'public', rateLimit } }, async (request, reply) => {
      const query = parseInput(StatisticsQuerySchema, request.query, 'query');
      const filter: StatisticsFilter = { from: toIsoDate(query.from), to: toIsoDate(query.to), region: query.region };
      const key = `${filter.from}|${filter.to}|${filter.region ?? ''}`;
      return sendCachedAnswer(request, reply, await cache.get(key, () => computeStatistics(deps.db, filter, periodMonthKeys(query))));
    });
  };
}
