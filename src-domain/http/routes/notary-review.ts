import * as v from 'valibot';
import { NotaryReviewSchema } from './notary-details.ts';
import { pagedSchema, PageQuerySchema } from './paging.ts';

/**
 * `GET /api/notaries/:id/reviews?page=` (public): every review, newest first, 10 a page.
 * `POST /api/notaries/:id/reviews` (signed in): one review per user per notary (409
 * `review_exists`); the notary's rating is recomputed in the same transaction.
 */
export const NOTARY_REVIEWS_PATH = '/api/notaries/:id/reviews';
export const notaryReviewsPath = (id: number): string => `/api/notaries/${id}/reviews`;

export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_TEXT_MAX = 1000;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

export const NotaryReviewsQuerySchema = v.object({ page: PageQuerySchema });
export type NotaryReviewsQuery = v.InferOutput<typeof NotaryReviewsQuerySchema>;

export const NotaryReviewsResponseSchema = v.object({
  ...pagedSchema(NotaryReviewSchema).entries,
  /** The notary's average now, so a page of reviews and the headline agree. */
  rating: v.number(),
});
export type NotaryReviewsResponse = v.InferOutput<typeof NotaryReviewsResponseSchema>;

/**
 * Spec §5: "Notary review needs a rating." The text is optional. The rating is optional in the
 * object and required by a check after it, so a missing rating says "required" at `rating`
 * (valibot reports a missing key with the object's message otherwise).
 */
export const NotaryReviewBodySchema = v.pipe(
  v.object({
    rating: v.optional(
      v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'), v.minValue(1, 'error_invalid_value'), v.maxValue(5, 'error_invalid_value')),
    ),
    text: v.optional(v.pipe(v.string('error_invalid_value'), v.trim(), v.maxLength(REVIEW_TEXT_MAX, 'error_too_long')), ''),
  }),
  v.forward(
    v.check((body) => body.rating !== undefined, 'error_required'),
    ['rating'],
  ),
  v.transform((body) => ({ rating: body.rating ?? 0, text: body.text })),
);
export type NotaryReviewBody = v.InferOutput<typeof NotaryReviewBodySchema>;
export type NotaryReviewBodyInput = v.InferInput<typeof NotaryReviewBodySchema>;

export const PostNotaryReviewResponseSchema = v.object({
  review: NotaryReviewSchema,
  rating: v.number(),
  reviewCount: v.number(),
});
export type PostNotaryReviewResponse = v.InferOutput<typeof PostNotaryReviewResponseSchema>;
