import * as v from 'valibot';
import { type NotaryDetailsResponse, type NotaryReview, TimetableDaySchema } from '../../src-domain/http/routes/notary-details.ts';
import type { Db } from '../db/database.ts';
import { parseJson } from '../db/localized.ts';
import { reviewPage } from './notary-reviews.ts';
import { notariesWithOffice, selectSummary, toNotarySummary } from './notary-summary.ts';

/** How many of the newest reviews the details carry; older ones are paged by
 * `GET /api/notaries/:id/reviews`. */
export const LATEST_REVIEWS = 20;

const TimetableSchema = v.array(TimetableDaySchema);

async function latestReviews(db: Db, notaryId: number): Promise<NotaryReview[]> {
  return reviewPage(db, notaryId, LATEST_REVIEWS, 0);
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
