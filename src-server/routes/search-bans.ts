import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BAN_SEARCH_PATH, type BanSearchResponse, BanSearchQuerySchema } from '../../src-domain/http/routes/search-ban.ts';
import { parseInput } from '../http/parse-input.ts';
import { searchBans } from '../repositories/search-bans.ts';
import { type SearchRouteDeps, searchRateLimit } from './search-route-deps.ts';

/**
 * A signed-in user is limited per account, not per address: a justice-hall kiosk serves many
 * citizens from one IP (the access hook has set `request.user` before the limit runs).
 */
function perUser(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

/** The property ban check (route search_ban): signed-in users only (spec §2, §6). */
export function banSearchRoutes(deps: SearchRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(BAN_SEARCH_PATH, { config: { access: 'user', rateLimit: { ...searchRateLimit(deps), keyGenerator: perUser } } }, async (request): Promise<BanSearchResponse> => {
      const query = parseInput(BanSearchQuerySchema, request.query, 'query');
      return { bans: await searchBans(deps.db, query) };
    });
  };
}
