import type { FastifyPluginAsync } from 'fastify';
import {
  ACT_SEARCH_PATH,
  ACT_VERIFY_PATH,
  type ActCheckResponse,
  ActSearchQuerySchema,
  ActVerifyQuerySchema,
} from '../../../src-domain/http/routes/search-act.ts';
import { ACT_SEAL_KEYS_PATH } from '../../../src-domain/searches/act-seal.ts';
import { publishedSealKeys } from '../../act-seal/seal-keys.ts';
import { parseInput } from '../../http/parse-input.ts';
import { checkCodeMatches } from '../../acts/search/act-check-code.ts';
import { findActByRegistry, findActByRegnum } from '../../acts/search/search-acts.ts';
import { isoOfValidatedDate } from './search-date.ts';
import { type SearchRouteDeps, searchRateLimit } from './search-route-deps.ts';

const NOT_FOUND: ActCheckResponse = { found: false };

/**
 * The public act check (spec screen 11) and its QR form (spec §2 screen 11). A wrong check code
 * answers exactly like an unknown number: a forged paper learns nothing about real acts.
 */
export function actSearchRoutes(deps: SearchRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const config = { access: 'public' as const, rateLimit: searchRateLimit(deps) };

    app.get(ACT_SEARCH_PATH, { config }, async (request): Promise<ActCheckResponse> => {
      const { regnum, regdate } = parseInput(ActSearchQuerySchema, request.query, 'query');
      const act = await findActByRegistry(deps.db, regnum, isoOfValidatedDate(regdate));
      return act?.check ?? NOT_FOUND;
    });

    // The seal's published key set (docs/signatures.md "Offline check"): public and cacheable for
    // an hour (a signed-in caller's answer carries a token, so it is not cached: token rotation).
    app.get(ACT_SEAL_KEYS_PATH, { config }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return publishedSealKeys(deps.db);
    });

    app.get(ACT_VERIFY_PATH, { config }, async (request): Promise<ActCheckResponse> => {
      const { regnum, code } = parseInput(ActVerifyQuerySchema, request.query, 'query');
      const act = await findActByRegnum(deps.db, regnum);
      if (!act || !checkCodeMatches(await deps.checkSecret(), { uuid: act.uuid, regnum }, code)) return NOT_FOUND;
      return act.check;
    });
  };
}
