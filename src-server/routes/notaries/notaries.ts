import type { FastifyPluginAsync } from 'fastify';
import { NOTARIES_PATH, NotaryListQuerySchema } from '../../../src-domain/http/routes/notaries.ts';
import { NOTARY_PATH } from '../../../src-domain/http/routes/notary-details.ts';
import { IdParamsSchema } from '../../../src-domain/http/routes/query-values.ts';
import { notFound } from '../../http/api-error.ts';
import { sendCachedAnswer } from '../../http/answer-cache.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { findNotary } from '../../repositories/notary-details.ts';
import { listNotaries } from '../../repositories/notary-list.ts';
import { notaryReviewRoutes } from './notary-reviews.ts';
import type { NotaryRouteDeps } from './notary-route-deps.ts';

/** The public notary registry (spec screen 17): list with filters and sorting, details, reviews. */
export function notaryRoutes(deps: NotaryRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(NOTARIES_PATH, { config: { access: 'public' } }, async (request, reply) => {
      const query = parseInput(NotaryListQuerySchema, request.query, 'query');
      const locale = requestLocale(request);
      const now = deps.now();
      // "Working now" changes with the clock: such a page is one minute's answer.
      const minute = query.workingNow ? Math.floor(now.getTime() / 60_000) : '';
      const key = `notaries|${locale}|${minute}|${JSON.stringify(query)}`;
      return sendCachedAnswer(request, reply, await deps.answers.get(key, () => listNotaries(deps.db, query, locale, now)));
    });

    app.get(NOTARY_PATH, { config: { access: 'public' } }, async (request) => {
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const notary = await findNotary(deps.db, id);
      if (!notary) throw notFound(request.url);
      return notary;
    });

    await app.register(notaryReviewRoutes(deps));
  };
}
