import * as v from 'valibot';
import { ACT_TYPE_IDS } from '../../acts/act-types.ts';
import { EQUEUE_STATES } from '../../equeue/booking-status.ts';
import { EQUEUE_TYPE_IDS } from '../../equeue/booking-rules.ts';
import { VISIT_MARKS } from '../../equeue/visit-marks.ts';
import { parseIsoDate } from '../../time/parse-date.ts';
import { BookingActSchema } from './equeue-bookings.ts';

/**
 * The notary's side of the electronic queue (spec §9; docs/decisions/0055-notary-queue.md), for a
 * user with the `notary` role, about their own bookings only:
 * - `GET /api/notary/equeue?date=YYYY-MM-DD` (today in Tashkent when left out): the day's slots
 *   with their bookings, and the general queue with each late arrival's place;
 * - `POST /api/notary/equeue/bookings/:id/marks` `{ mark }`: arrived, served, did not come;
 * - `POST /api/notary/equeue/bookings/:id/act` `{ actUuid }`: link the booking to one of the
 *   citizen's acts with this notary, or unlink it (null).
 * Both posts answer the day again.
 */
export const NOTARY_EQUEUE_PATH = '/api/notary/equeue';
export const NOTARY_EQUEUE_MARK_PATH = '/api/notary/equeue/bookings/:id/marks';
export const NOTARY_EQUEUE_ACT_PATH = '/api/notary/equeue/bookings/:id/act';
export const notaryEqueueMarkPath = (id: number): string => `/api/notary/equeue/bookings/${id}/marks`;
export const notaryEqueueActPath = (id: number): string => `/api/notary/equeue/bookings/${id}/act`;

export const NotaryEqueueQuerySchema = v.object({
  date: v.optional(
    v.pipe(
      v.string('error_invalid_value'),
      v.check((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) !== null, 'error_invalid_date'),
    ),
  ),
});

export const VisitMarkBodySchema = v.object({ mark: v.picklist(VISIT_MARKS, 'error_invalid_value') });
export type VisitMarkBody = v.InferOutput<typeof VisitMarkBodySchema>;

/** A booking as the notary sees it: who, for what, and where they stand today. */
export const NotaryBookingSchema = v.object({
  id: v.number(),
  /** "HH:mm", Tashkent. */
  time: v.string(),
  typeid: v.picklist([EQUEUE_TYPE_IDS.portal, EQUEUE_TYPE_IDS.kiosk]),
  state: v.picklist(EQUEUE_STATES),
  /** The citizen's full name (no document, phone or address: the notary sees those on the act). */
  citizenName: v.string(),
  notaryaction: v.nullable(v.picklist(ACT_TYPE_IDS)),
  description: v.nullable(v.string()),
  arrivedAt: v.nullable(v.string()),
  queue: v.nullable(v.picklist(['appointment', 'general'])),
  generalPlace: v.nullable(v.number()),
  /** Past the start plus 15 minutes without having come: served in the general queue if they come (spec §9). */
  late: v.boolean(),
  allowedMarks: v.array(v.picklist(VISIT_MARKS)),
  act: v.nullable(BookingActSchema),
  /** The citizen's open acts with this notary, for linking. */
  linkableActs: v.array(BookingActSchema),
});
export type NotaryBooking = v.InferOutput<typeof NotaryBookingSchema>;

export const NotaryEqueueDaySchema = v.object({
  /** YYYY-MM-DD, Tashkent. */
  date: v.string(),
  /** The day's 30-minute slots of the notary's timetable, each with its booking (cancelled ones left out); bookings outside them too. */
  slots: v.array(v.object({ time: v.string(), booking: v.nullable(NotaryBookingSchema) })),
  /** The general queue now: late arrivals not yet received, by place. */
  generalQueue: v.array(v.object({ place: v.number(), bookingId: v.number(), citizenName: v.string(), time: v.string(), arrivedAt: v.string() })),
});
export type NotaryEqueueDay = v.InferOutput<typeof NotaryEqueueDaySchema>;
