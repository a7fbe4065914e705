import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATH, CatalogueResponseSchema, type CatalogueResponse } from '../../../../src-domain/http/routes/catalogue.ts';
import { getJson } from '../../../api/client.ts';

export interface CatalogueFilter {
  q: string;
  group: number | undefined;
  page: number;
}

/** Query key of one catalogue page; names are in all locales, so the key has no locale. */
export const RQKEY = (filter: CatalogueFilter) => ['catalogue', filter.q, filter.group ?? 0, filter.page] as const;

/** `GET /api/catalogue` (spec screen 10): one page of services and every group's count. */
export function fetchCatalogue(filter: CatalogueFilter, signal: AbortSignal): Promise<CatalogueResponse> {
  return getJson(CATALOGUE_PATH, CatalogueResponseSchema, {
    signal,
    query: { q: filter.q || undefined, group: filter.group, page: filter.page > 1 ? filter.page : undefined },
  });
}

/** The previous page stays on screen while the next search runs, so typing does not flash. */
export function useCatalogue(filter: CatalogueFilter) {
  return useQuery({ queryKey: RQKEY(filter), queryFn: ({ signal }) => fetchCatalogue(filter, signal), placeholderData: keepPreviousData });
}
