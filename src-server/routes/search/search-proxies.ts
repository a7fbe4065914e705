import type { FastifyPluginAsync } from 'fastify';
import { PROXY_SEARCH_PATH, type ProxySearchResponse, ProxySearchQuerySchema } from '../../../src-domain/http/routes/search-proxy.ts';
import { parseInput } from '../../http/parse-input.ts';
import { findProxy } from '../../repositories/search-proxies.ts';
import { isoOfValidatedDate, tashkentToday } from './search-date.ts';
import { type SearchRouteDeps, searchRateLimit } from './search-route-deps.ts';

/** The public power-of-attorney check (route search_proxy). */
export function proxySearchRoutes(deps: SearchRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(PROXY_SEARCH_PATH, { config: { access: 'public', rateLimit: searchRateLimit(deps) } }, async (request): Promise<ProxySearchResponse> => {
      const { regnum, regdate } = parseInput(ProxySearchQuerySchema, request.query, 'query');
      return findProxy(deps.db, regnum, isoOfValidatedDate(regdate), tashkentToday(deps.now()));
    });
  };
}
