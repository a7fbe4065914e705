import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_PATH, CatalogueQuerySchema } from '../../../src-domain/http/routes/catalogue.ts';
import { CATALOGUE_SERVICE_PATH } from '../../../src-domain/http/routes/catalogue-service.ts';
import { IdParamsSchema } from '../../../src-domain/http/routes/query-values.ts';
import { notFound } from '../../http/api-error.ts';
import { type AnswerCache, sendCachedAnswer } from '../../http/answer-cache.ts';
import { parseInput } from '../../http/parse-input.ts';
import { findCatalogueService } from '../../repositories/catalogue-service.ts';
import { listCatalogue } from '../../repositories/catalogue.ts';
import { registerCatalogueFee } from './catalogue-fee.ts';
import type { RouteDeps } from '../route-deps.ts';

/** The service catalogue (spec screen 10): a searchable, paged list, one service, its fee. */
export function catalogueRoutes(deps: RouteDeps & { answers: AnswerCache }): FastifyPluginAsync {
  return async (app) => {
    app.get(CATALOGUE_PATH, { config: { access: 'public' } }, async (request, reply) => {
      const query = parseInput(CatalogueQuerySchema, request.query, 'query');
      return sendCachedAnswer(request, reply, await deps.answers.get(`catalogue|${JSON.stringify(query)}`, () => listCatalogue(deps.db, query)));
    });

    app.get(CATALOGUE_SERVICE_PATH, { config: { access: 'public' } }, async (request) => {
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const service = await findCatalogueService(deps.db, id);
      if (!service) throw notFound(request.url);
      return service;
    });

    registerCatalogueFee(app, deps);
  };
}
