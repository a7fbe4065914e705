import type { FastifyPluginAsync } from 'fastify';
import { BAN_SEARCH_PATH, type BanSearchResponse, BanSearchQuerySchema } from '../../../src-domain/http/routes/search-ban.ts';
import { parseInput } from '../../http/parse-input.ts';
import { searchBans } from '../../repositories/search-bans.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import type { SearchRouteDeps } from './search-route-deps.ts';

/** The property ban check (route search_ban): signed-in users only (spec §2, §6). */
export function banSearchRoutes(deps: SearchRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(BAN_SEARCH_PATH, { config: { access: 'user', rateLimit: perUserRateLimit(deps.rateLimit) } }, async (request): Promise<BanSearchResponse> => {
      const query = parseInput(BanSearchQuerySchema, request.query, 'query');
      return { bans: await searchBans(deps.db, query) };
    });
  };
}
