import type { NotaryReview } from '../../src-domain/http/routes/notary-details.ts';
import type { NotaryReviewsResponse } from '../../src-domain/http/routes/notary-review.ts';
import type { Db } from '../db/database.ts';

/** Reviews of one notary, newest first; ties by id so pages never overlap. */
export async function reviewPage(db: Db, notaryId: number, limit: number, offset: number): Promise<NotaryReview[]> {
  const rows = await db
    .selectFrom('notary_reviews as r')
    .innerJoin('persons as p', 'p.pin', 'r.author_pin')
    .select(['r.id', 'r.rating', 'r.text', 'r.created_at', 'p.first_name', 'p.surname'])
    .where('r.notary_id', '=', notaryId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ id: row.id, rating: row.rating, text: row.text, author: authorLabel(row.first_name, row.surname), createdAt: row.created_at }));
}

/** The registry is public: an author is shown as "Aziz K.", never by pin or full name. */
export function authorLabel(firstName: string, surname: string): string {
  return `${firstName} ${surname.slice(0, 1)}.`;
}

/** One page of a notary's reviews with its current rating, or undefined for an unknown notary. */
export async function listReviews(db: Db, notaryId: number, page: number, pageSize: number): Promise<NotaryReviewsResponse | undefined> {
  const notary = await db.selectFrom('notaries').select(['rating', 'review_count']).where('id', '=', notaryId).executeTakeFirst();
  if (!notary) return undefined;
  const items = await reviewPage(db, notaryId, pageSize, (page - 1) * pageSize);
  return { items, total: notary.review_count, page, pageSize, rating: notary.rating };
}
