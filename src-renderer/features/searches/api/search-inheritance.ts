import { skipToken, useQuery } from '@tanstack/react-query';
import {
  INHERITANCE_SEARCH_PATH,
  InheritanceSearchResponseSchema,
  type InheritanceSearchQuery,
} from '../../../../src-domain/http/routes/search-inheritance.ts';
import { getJson } from '../../../api/client.ts';

export const RQKEY = (query: InheritanceSearchQuery | undefined) => ['search', 'inheritcase', query ?? null] as const;

export function useInheritanceSearch(query: InheritanceSearchQuery | undefined) {
  return useQuery({
    queryKey: RQKEY(query),
    queryFn: query ? ({ signal }) => getJson(INHERITANCE_SEARCH_PATH, InheritanceSearchResponseSchema, { query, signal }) : skipToken,
    staleTime: 0,
  });
}
