import * as v from 'valibot';
import { PositiveIntegerTextSchema } from './query-values.ts';

/**
 * `GET /api/equeue/slots?notary=` (public): the notary's working days of the next 14 days in
 * Tashkent (src-domain/equeue/booking-days.ts), each with its free 30-minute slots. Booked
 * slots and slots that have begun are not listed (docs/decisions/0008-equeue-booking-rules.md). `bookable` is false for a
 * notary without an active licence or on leave; the days are then empty.
 */
export const EQUEUE_SLOTS_PATH = '/api/equeue/slots';

export const EqueueSlotsQuerySchema = v.pipe(
  v.object({ notary: v.optional(PositiveIntegerTextSchema) }),
  v.forward(
    v.check((query) => query.notary !== undefined, 'error_required'),
    ['notary'],
  ),
  v.transform((query) => ({ notary: query.notary ?? 0 })),
);
export type EqueueSlotsQuery = v.InferOutput<typeof EqueueSlotsQuerySchema>;

export const EqueueDaySchema = v.object({
  /** YYYY-MM-DD, a Tashkent calendar day. */
  date: v.string(),
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: v.number(),
  /** Free start times "HH:mm", Tashkent time, in order. */
  slots: v.array(v.string()),
});
export type EqueueDay = v.InferOutput<typeof EqueueDaySchema>;

export const EqueueSlotsResponseSchema = v.object({
  notaryId: v.number(),
  bookable: v.boolean(),
  days: v.array(EqueueDaySchema),
});
export type EqueueSlotsResponse = v.InferOutput<typeof EqueueSlotsResponseSchema>;
