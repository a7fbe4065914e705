import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NOTARIES_PATH, NotaryListResponseSchema, type NotaryListResponse } from '../../../../src-domain/http/routes/notaries.ts';
import type { NotarySort, NotaryStatusFilter, LicenceStatus } from '../../../../src-domain/http/routes/notary-statuses.ts';
import { getJson } from '../../../api/client.ts';

/** The list's filter as the address holds it (`use-notary-params.ts`). */
export interface NotaryFilter {
  region: number | undefined;
  district: number | undefined;
  workingNow: boolean;
  status: NotaryStatusFilter | undefined;
  licence: LicenceStatus | undefined;
  sort: NotarySort;
  /** The caller's position, only for `sort=nearest`. */
  lat: number | undefined;
  lon: number | undefined;
  page: number;
}

/** Names come in all locales, so the key has no locale. */
export const RQKEY = (filter: NotaryFilter) => ['notaries', 'list', filter] as const;

export function fetchNotaries(filter: NotaryFilter, signal: AbortSignal): Promise<NotaryListResponse> {
  const nearest = filter.sort === 'nearest';
  return getJson(NOTARIES_PATH, NotaryListResponseSchema, {
    signal,
    query: {
      region: filter.region,
      district: filter.district,
      workingNow: filter.workingNow ? 1 : undefined,
      status: filter.status,
      licence: filter.licence,
      sort: filter.sort === 'rating' ? undefined : filter.sort,
      lat: nearest ? filter.lat : undefined,
      lon: nearest ? filter.lon : undefined,
      page: filter.page > 1 ? filter.page : undefined,
    },
  });
}

/**
 * One page of the registry; the previous page stays while the next loads. "Nearest" waits for
 * the browser's position: without it there is nothing to sort by.
 */
export function useNotaries(filter: NotaryFilter) {
  const ready = filter.sort !== 'nearest' || (filter.lat !== undefined && filter.lon !== undefined);
  return useQuery({ queryKey: RQKEY(filter), queryFn: ({ signal }) => fetchNotaries(filter, signal), placeholderData: keepPreviousData, enabled: ready });
}
