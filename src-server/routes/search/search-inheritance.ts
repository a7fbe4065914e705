import type { FastifyPluginAsync } from 'fastify';
import { INHERITANCE_SEARCH_PATH, type InheritanceSearchResponse, InheritanceSearchQuerySchema } from '../../../src-domain/http/routes/search-inheritance.ts';
import { parseInput } from '../../http/parse-input.ts';
import { searchInheritanceCases } from '../../repositories/search-inheritance.ts';
import { type SearchRouteDeps, searchRateLimit } from './search-route-deps.ts';

/** The public inheritance case search (route search_inheritcase). */
export function inheritanceSearchRoutes(deps: SearchRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(
      INHERITANCE_SEARCH_PATH,
      { config: { access: 'public', rateLimit: searchRateLimit(deps) } },
      async (request): Promise<InheritanceSearchResponse> => {
        const query = parseInput(InheritanceSearchQuerySchema, request.query, 'query');
        return { cases: await searchInheritanceCases(deps.db, query) };
      },
    );
  };
}
