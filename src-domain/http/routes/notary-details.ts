import * as v from 'valibot';
import { NotarySummarySchema } from './notaries.ts';

/** `GET /api/notaries/:id`: one notary with timetable and latest reviews (spec screen 17). */
export const NOTARY_PATH = '/api/notaries/:id';
export const notaryPath = (id: number): string => `/api/notaries/${id}`;

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const TimeOfDaySchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** One working day; days that are not listed are days off. Times are Tashkent time (spec §9). */
export const TimetableDaySchema = v.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: v.picklist(WEEKDAYS),
  from: TimeOfDaySchema,
  to: TimeOfDaySchema,
  breakFrom: v.nullable(TimeOfDaySchema),
  breakTo: v.nullable(TimeOfDaySchema),
});
export type TimetableDay = v.InferOutput<typeof TimetableDaySchema>;

export const NotaryReviewSchema = v.object({
  id: v.number(),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text: v.string(),
  /** The author's first name and initial only: the registry is public. */
  author: v.string(),
  /** ISO 8601 UTC. */
  createdAt: v.string(),
});
export type NotaryReview = v.InferOutput<typeof NotaryReviewSchema>;

export const NotaryDetailsResponseSchema = v.object({
  ...NotarySummarySchema.entries,
  licenceDate: v.string(),
  timetable: v.array(TimetableDaySchema),
  reviews: v.array(NotaryReviewSchema),
});
export type NotaryDetailsResponse = v.InferOutput<typeof NotaryDetailsResponseSchema>;
