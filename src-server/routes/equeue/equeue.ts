import type { FastifyPluginAsync } from 'fastify';
import { EQUEUE_TYPE_IDS } from '../../../src-domain/equeue/booking-rules.ts';
import {
  BookingActBodySchema,
  EQUEUE_BOOKING_ACT_PATH,
  EQUEUE_BOOKING_CANCEL_PATH,
  EQUEUE_BOOKINGS_PATH,
  EqueueBookingBodySchema,
  EqueueBookingsQuerySchema,
} from '../../../src-domain/http/routes/equeue-bookings.ts';
import { EQUEUE_SLOTS_PATH, EqueueSlotsQuerySchema } from '../../../src-domain/http/routes/equeue-slots.ts';
import { IdParamsSchema } from '../../../src-domain/http/routes/query-values.ts';
import type { ApiErrorCode } from '../../../src-domain/http/error-codes.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import { cancelBooking } from '../../repositories/equeue-booking-cancel.ts';
import { type CreateBookingOutcome, createBooking } from '../../repositories/equeue-booking-create.ts';
import { listOwnBookings } from '../../repositories/equeue-booking-list.ts';
import { findBooking } from '../../repositories/equeue-booking-row.ts';
import { listFreeSlots } from '../../repositories/equeue-slots.ts';
import { linkBookingAct } from '../../equeue/booking-link.ts';
import { withVisits } from '../../equeue/booking-visits.ts';
import type { EqueueRouteDeps } from './equeue-route-deps.ts';
import { signedIn } from '../request-user.ts';

const REFUSALS: Readonly<Record<Exclude<CreateBookingOutcome['kind'], 'booked' | 'unknown_notary'>, ApiErrorCode>> = {
  notary_unavailable: 'equeue_notary_unavailable',
  slot_unavailable: 'equeue_slot_unavailable',
  slot_taken: 'equeue_slot_taken',
  day_taken: 'equeue_day_taken',
};

/**
 * The electronic queue (spec §2 `equeue`, §3 Equeue): free slots are public, booking, the list
 * of own bookings and cancelling need a signed-in user (spec §6). Rules in src-domain/equeue.
 */
export function equeueRoutes(deps: EqueueRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(EQUEUE_SLOTS_PATH, { config: { access: 'public' } }, async (request) => {
      const { notary } = parseInput(EqueueSlotsQuerySchema, request.query, 'query');
      const slots = await listFreeSlots(deps.db, notary, deps.now());
      if (!slots) throw notFound(request.url);
      return slots;
    });

    app.get(EQUEUE_BOOKINGS_PATH, { config: { access: 'user' } }, async (request) => {
      const { user } = signedIn(request);
      const query = parseInput(EqueueBookingsQuerySchema, request.query, 'query');
      const page = await listOwnBookings(deps.db, user.id, query);
      return { ...page, items: await withVisits(deps.db, page.items, user.pin) };
    });

    // A kiosk serves many citizens from one address: limited per account.
    const rateLimit = perUserRateLimit(deps.bookingRateLimit);
    app.post(EQUEUE_BOOKINGS_PATH, { config: { access: 'user', rateLimit } }, async (request) => {
      const { user, session } = signedIn(request);
      const body = parseInput(EqueueBookingBodySchema, request.body ?? {}, 'body');
      const typeId = session.clientMode === 'kiosk' ? EQUEUE_TYPE_IDS.kiosk : EQUEUE_TYPE_IDS.portal;
      const outcome = await createBooking(deps.db, { userId: user.id, typeId, body }, deps.now());
      if (outcome.kind === 'unknown_notary') throw notFound(request.url);
      if (outcome.kind !== 'booked') throw new ApiError(REFUSALS[outcome.kind]);
      // 200, not 201: spec §7 renews the token on every 200 of a signed-in call.
      const [booking] = await withVisits(deps.db, [outcome.booking], user.pin);
      return booking ?? outcome.booking;
    });

    app.post(EQUEUE_BOOKING_CANCEL_PATH, { config: { access: 'user' } }, async (request) => {
      const { user } = signedIn(request);
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const outcome = await cancelBooking(deps.db, id, user.id, deps.now());
      if (outcome.kind === 'not_found') throw new ApiError('equeue_booking_not_found');
      if (outcome.kind === 'not_cancellable') throw new ApiError('equeue_not_cancellable');
      const [booking] = await withVisits(deps.db, [outcome.booking], user.pin);
      return booking ?? outcome.booking;
    });

    // The act the visit is for (docs/decisions/0055-notary-queue.md): the holder's own open act with that notary.
    app.post(EQUEUE_BOOKING_ACT_PATH, { config: { access: 'user', rateLimit } }, async (request) => {
      const { user } = signedIn(request);
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      // The caller's right to the booking before their input: another's booking is unknown, whatever the body.
      const own = await deps.db.selectFrom('equeue_bookings').select('id').where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst();
      if (!own) throw new ApiError('equeue_booking_not_found');
      const { actUuid } = parseInput(BookingActBodySchema, request.body ?? {}, 'body');
      await linkBookingAct(deps.db, { bookingId: id, who: { userId: user.id }, actUuid }, deps.now());
      const booking = await findBooking(deps.db, id);
      if (!booking) throw new ApiError('equeue_booking_not_found');
      const [linked] = await withVisits(deps.db, [booking], user.pin);
      return linked ?? booking;
    });
  };
}
