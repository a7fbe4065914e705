import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STATISTICS_PATH, StatisticsResponseSchema, type StatisticsResponse } from '../../../src-domain/http/routes/statistics.ts';
import { getJson } from '../../api/client.ts';
import type { StatisticsRequest } from './statistics-filter.ts';

/** Names travel as ids (the page names them in its locale), so the key has no locale. */
export const RQKEY = (request: StatisticsRequest) => ['statistics', request] as const;

export function fetchStatistics(request: StatisticsRequest, signal: AbortSignal): Promise<StatisticsResponse> {
  return getJson(STATISTICS_PATH, StatisticsResponseSchema, { signal, query: { from: request.from, to: request.to, region: request.region } });
}

/**
 * The figures of one period; the previous ones stay while the next load. `undefined` (a period
 * the form rejects) asks nothing.
 */
export function useStatistics(request: StatisticsRequest | undefined) {
  return useQuery({
    queryKey: RQKEY(request ?? { from: '', to: '', region: undefined }),
    queryFn: ({ signal }) => fetchStatistics(request as StatisticsRequest, signal),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
}
