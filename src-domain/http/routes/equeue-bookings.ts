import * as v from 'valibot';
import { ACT_TYPE_IDS } from '../../acts/act-types.ts';
import { isTimeOfDay } from '../../equeue/appointment-time.ts';
import { EQUEUE_STATES } from '../../equeue/booking-status.ts';
import { EQUEUE_TYPE_IDS } from '../../equeue/booking-rules.ts';
import { normalizePhone } from '../../identity/normalize-phone.ts';
import { PHONE_LENGTH } from '../../constants.ts';
import { parseIsoDate } from '../../time/parse-date.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { pagedSchema, PageQuerySchema } from './paging.ts';
import { PositiveIntegerTextSchema } from './query-values.ts';

/**
 * The electronic queue of a signed-in citizen (spec §2 `equeue`, §3 Equeue, §6):
 * - `GET /api/equeue/bookings?page=&pageSize=`: own bookings, latest appointment first;
 * - `POST /api/equeue/bookings`: book a free slot (rate-limited per user). 409
 *   `equeue_slot_taken` when someone holds it, 409 `equeue_day_taken` for a second active
 *   booking with the same notary that day, 400 `equeue_slot_unavailable` for a time that is
 *   not a free slot of the next 14 days, 409 `equeue_notary_unavailable` for a notary on leave
 *   or without a licence, 404 for an unknown notary;
 * - `POST /api/equeue/bookings/:id/cancel`: cancel an own active booking before its time (404
 *   `equeue_booking_not_found` for another user's, 409 `equeue_not_cancellable` otherwise).
 * Wire names are the spec's §3 field names; see docs/decisions for what each one holds.
 */
export const EQUEUE_BOOKINGS_PATH = '/api/equeue/bookings';
export const EQUEUE_BOOKING_CANCEL_PATH = '/api/equeue/bookings/:id/cancel';
export const equeueBookingCancelPath = (id: number): string => `/api/equeue/bookings/${id}/cancel`;
/** `POST`: link an own booking to one of the citizen's own acts with that notary, or unlink it (`actUuid: null`). */
export const EQUEUE_BOOKING_ACT_PATH = '/api/equeue/bookings/:id/act';
export const equeueBookingActPath = (id: number): string => `/api/equeue/bookings/${id}/act`;

export const EQUEUE_PAGE_SIZE = 10;
export const EQUEUE_MAX_PAGE_SIZE = 50;
export const EQUEUE_EMAIL_MAX = 100;
export const EQUEUE_DESCRIPTION_MAX = 500;

export const EqueueBookingsQuerySchema = v.object({
  page: PageQuerySchema,
  pageSize: v.optional(v.pipe(PositiveIntegerTextSchema, v.maxValue(EQUEUE_MAX_PAGE_SIZE, 'error_invalid_value')), String(EQUEUE_PAGE_SIZE)),
});
export type EqueueBookingsQuery = v.InferOutput<typeof EqueueBookingsQuerySchema>;

const blankToNull = (text: string): string | null => (text === '' ? null : text);

/** Optional phone: empty, or the 9-digit national number (spec §5), masks and +998 dropped. */
const OptionalPhoneSchema = v.optional(
  v.pipe(
    v.string('error_invalid_value'),
    v.transform(normalizePhone),
    v.check((digits) => digits === '' || new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(digits), 'error_wrong_phone_length'),
    v.transform(blankToNull),
  ),
  '',
);

/** A plain address check: something@host.tld, no spaces. The mail server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const OptionalEmailSchema = v.optional(
  v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.maxLength(EQUEUE_EMAIL_MAX, 'error_too_long'),
    v.check((text) => text === '' || EMAIL.test(text), 'error_invalid_value'),
    v.transform(blankToNull),
  ),
  '',
);

const OptionalDescriptionSchema = v.optional(
  v.pipe(v.string('error_invalid_value'), v.trim(), v.maxLength(EQUEUE_DESCRIPTION_MAX, 'error_too_long'), v.transform(blankToNull)),
  '',
);

/** The optional contact data of a booking, as the form and the API both read them. */
export const EqueueContactSchema = v.object({
  phone: OptionalPhoneSchema,
  email: OptionalEmailSchema,
  description: OptionalDescriptionSchema,
});
export type EqueueContact = v.InferOutput<typeof EqueueContactSchema>;
export type EqueueContactInput = v.InferInput<typeof EqueueContactSchema>;

export const EqueueBookingBodySchema = v.object({
  notaryId: v.pipe(v.number('error_required'), v.integer('error_invalid_value'), v.minValue(1, 'error_invalid_value')),
  /** YYYY-MM-DD, Tashkent. */
  date: v.pipe(
    v.string('error_required'),
    v.check((text) => parseIsoDate(text) !== null, 'error_invalid_date'),
  ),
  /** HH:mm, Tashkent. */
  time: v.pipe(v.string('error_required'), v.check(isTimeOfDay, 'error_invalid_value')),
  /** The notarial action the visit is for (an act type of spec §4), or none (a consultation). */
  notaryaction: v.optional(v.nullable(v.picklist(ACT_TYPE_IDS, 'error_invalid_value')), null),
  ...EqueueContactSchema.entries,
});
export type EqueueBookingBody = v.InferOutput<typeof EqueueBookingBodySchema>;
export type EqueueBookingBodyInput = v.InferInput<typeof EqueueBookingBodySchema>;

/** An act a booking is for, or may be linked to (docs/decisions/0055-notary-queue.md). */
export const BookingActSchema = v.object({ uuid: v.string(), id: v.number(), actTypeId: v.picklist(ACT_TYPE_IDS), step: v.number() });
export type BookingAct = v.InferOutput<typeof BookingActSchema>;

/** `POST …/act`: the act's uuid, or null to unlink. */
export const BookingActBodySchema = v.object({
  actUuid: v.nullable(v.pipe(v.string('error_invalid_value'), v.regex(/^[0-9a-f-]{36}$/, 'error_invalid_value'))),
});
export type BookingActBody = v.InferOutput<typeof BookingActBodySchema>;

/** One booking with the fields of spec §3 Equeue. */
export const EqueueBookingSchema = v.object({
  id: v.number(),
  /** 1 booked on the portal, 2 at a kiosk. */
  typeid: v.picklist([EQUEUE_TYPE_IDS.portal, EQUEUE_TYPE_IDS.kiosk]),
  /** YYYY-MM-DD: the Tashkent day the booking was made. */
  regdate: v.string(),
  /** HH:mm: the Tashkent time the booking was made. */
  regtime: v.string(),
  notary: v.object({ id: v.number(), name: LocalizedTextSchema }),
  office: LocalizedTextSchema,
  officeaddress: LocalizedTextSchema,
  /** YYYY-MM-DDTHH:mm: the appointment's start, Tashkent wall clock. */
  equeuetime: v.string(),
  notaryaction: v.nullable(v.picklist(ACT_TYPE_IDS)),
  /** ISO 8601 UTC of the last change (booking or cancellation). */
  updtime: v.string(),
  state: v.picklist(EQUEUE_STATES),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  description: v.nullable(v.string()),
  /** When the notary marked the citizen arrived (ISO), and the queue that put them in (spec §9). */
  arrivedAt: v.nullable(v.string()),
  queue: v.nullable(v.picklist(['appointment', 'general'])),
  /** Their place in the general queue while they wait in it; null otherwise. */
  generalPlace: v.nullable(v.number()),
  /** The act the visit is for. */
  act: v.nullable(BookingActSchema),
  /** The holder's own open acts with this notary the booking may be linked to (own bookings only; empty elsewhere). */
  linkableActs: v.array(BookingActSchema),
});
export type EqueueBooking = v.InferOutput<typeof EqueueBookingSchema>;

export const EqueueBookingsResponseSchema = pagedSchema(EqueueBookingSchema);
export type EqueueBookingsResponse = v.InferOutput<typeof EqueueBookingsResponseSchema>;
