import * as v from 'valibot';
import { type NotaryDetailsResponse, type NotaryReview, TimetableDaySchema } from '../../src-domain/http/routes/notary-details.ts';
import type { Db } from '../db/database.ts';
import { parseJson } from './localized.ts';
import { notariesWithOffice, selectSummary, toNotarySummary } from './notary-summary.ts';

/** How many of the newest reviews the details carry; older ones will get their own paged call. */
export const LATEST_REVIEWS = 20;

const TimetableSchema = v.array(TimetableDaySchema);

async function latestReviews(db: Db, notaryId: number): Promise<NotaryReview[]> {
  const rows = await db
    .selectFrom('notary_reviews as r')
    .innerJoin('persons as p', 'p.pin', 'r.author_pin')
    .select(['r.id', 'r.rating', 'r.text', 'r.created_at', 'p.first_name', 'p.surname'])
    .where('r.notary_id', '=', notaryId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(LATEST_REVIEWS)
    .execute();
  // The registry is public: an author is shown as "Aziz K.", never by pin or full name.
  return rows.map((row) => ({ id: row.id, rating: row.rating, text: row.text, author: `${row.first_name} ${row.surname.slice(0, 1)}.`, createdAt: row.created_at }));
}

export async function findNotary(db: Db, id: number): Promise<NotaryDetailsResponse | undefined> {
  const row = await selectSummary(notariesWithOffice(db)).where('n.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toNotarySummary(row),
    licenceDate: row.licence_date,
    timetable: v.parse(TimetableSchema, parseJson(row.timetable)),
    reviews: await latestReviews(db, id),
  };
}
