import type { NotaryReviewBody, PostNotaryReviewResponse } from '../../src-domain/http/routes/notary-review.ts';
import { averageRating } from '../../src-domain/notaries/rating.ts';
import type { Db } from '../db/database.ts';
import { authorLabel } from './notary-reviews.ts';

export type PostReviewOutcome = { kind: 'posted'; result: PostNotaryReviewResponse } | { kind: 'unknown_notary' } | { kind: 'exists' };

/**
 * Adds `authorPin`'s review and recomputes the notary's rating and count in one transaction.
 * The first statement touches the notary's row: on PostgreSQL that row lock serializes two
 * reviews of the same notary, so the one-review-per-user check below cannot race (SQLite
 * serializes writers anyway). No unique index backs the rule: the seeded history predates it.
 */
export async function postReview(db: Db, notaryId: number, authorPin: string, body: NotaryReviewBody, now: Date): Promise<PostReviewOutcome> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('notaries')
      .set((eb) => ({ review_count: eb.ref('review_count') }))
      .where('id', '=', notaryId)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) return { kind: 'unknown_notary' };
    const earlier = await trx
      .selectFrom('notary_reviews')
      .select('id')
      .where('notary_id', '=', notaryId)
      .where('author_pin', '=', authorPin)
      .executeTakeFirst();
    if (earlier) return { kind: 'exists' };
    const inserted = await trx
      .insertInto('notary_reviews')
      .values({ notary_id: notaryId, author_pin: authorPin, rating: body.rating, text: body.text, created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ratings = (await trx.selectFrom('notary_reviews').select('rating').where('notary_id', '=', notaryId).execute()).map((row) => row.rating);
    const rating = averageRating(ratings);
    await trx.updateTable('notaries').set({ rating, review_count: ratings.length }).where('id', '=', notaryId).execute();
    const author = await trx.selectFrom('persons').select(['first_name', 'surname']).where('pin', '=', authorPin).executeTakeFirstOrThrow();
    const review = {
      id: inserted.id,
      rating: body.rating,
      text: body.text,
      author: authorLabel(author.first_name, author.surname),
      createdAt: now.toISOString(),
    };
    return { kind: 'posted', result: { review, rating, reviewCount: ratings.length } };
  });
}
