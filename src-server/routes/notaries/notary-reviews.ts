import type { FastifyPluginAsync } from 'fastify';
import { NOTARY_REVIEWS_PATH, NotaryReviewBodySchema, NotaryReviewsQuerySchema, REVIEWS_PAGE_SIZE } from '../../../src-domain/http/routes/notary-review.ts';
import { IdParamsSchema } from '../../../src-domain/http/routes/query-values.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { postReview } from '../../repositories/notary-review-post.ts';
import { listReviews } from '../../repositories/notary-reviews.ts';
import type { NotaryRouteDeps } from './notary-route-deps.ts';
import { signedIn } from '../request-user.ts';

/** Reviews of a notary (spec §5: a review needs a rating; one per user per notary). */
export function notaryReviewRoutes(deps: NotaryRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(NOTARY_REVIEWS_PATH, { config: { access: 'public' } }, async (request) => {
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const { page } = parseInput(NotaryReviewsQuerySchema, request.query, 'query');
      const reviews = await listReviews(deps.db, id, page, REVIEWS_PAGE_SIZE);
      if (!reviews) throw notFound(request.url);
      return reviews;
    });

    app.post(NOTARY_REVIEWS_PATH, { config: { access: 'user' } }, async (request) => {
      const { user } = signedIn(request);
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const body = parseInput(NotaryReviewBodySchema, request.body ?? {}, 'body');
      const outcome = await postReview(deps.db, id, user.pin, body, deps.now());
      if (outcome.kind === 'unknown_notary') throw notFound(request.url);
      if (outcome.kind === 'exists') throw new ApiError('review_exists');
      // 200, not 201: spec §7 renews the token on every 200 of a signed-in call.
      return outcome.result;
    });
  };
}
