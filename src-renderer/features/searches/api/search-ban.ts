import { skipToken, useQuery } from '@tanstack/react-query';
import { BAN_SEARCH_PATH, BanSearchResponseSchema, type BanSearchQuery } from '../../../../src-domain/http/routes/search-ban.ts';
import { getJson } from '../../../api/client.ts';

export const RQKEY = (query: BanSearchQuery | undefined) => ['search', 'ban', query ?? null] as const;

/** A ban can be lifted or laid any day: every check asks the register again. */
export function useBanSearch(query: BanSearchQuery | undefined) {
  return useQuery({
    queryKey: RQKEY(query),
    queryFn: query ? ({ signal }) => getJson(BAN_SEARCH_PATH, BanSearchResponseSchema, { query, signal }) : skipToken,
    staleTime: 0,
  });
}
