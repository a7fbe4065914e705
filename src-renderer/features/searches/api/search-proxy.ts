import { skipToken, useQuery } from '@tanstack/react-query';
import { PROXY_SEARCH_PATH, ProxySearchResponseSchema, type ProxySearchQuery } from '../../../../src-domain/http/routes/search-proxy.ts';
import { getJson } from '../../../api/client.ts';

export const RQKEY = (query: ProxySearchQuery | undefined) => ['search', 'proxy', query ?? null] as const;

/** A power of attorney can be revoked at any moment: every check asks the register again. */
export function useProxySearch(query: ProxySearchQuery | undefined) {
  return useQuery({
    queryKey: RQKEY(query),
    queryFn: query ? ({ signal }) => getJson(PROXY_SEARCH_PATH, ProxySearchResponseSchema, { query, signal }) : skipToken,
    staleTime: 0,
  });
}
