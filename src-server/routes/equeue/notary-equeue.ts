import type { FastifyPluginAsync } from 'fastify';
import { BookingActBodySchema } from '../../../src-domain/http/routes/equeue-bookings.ts';
import {
  NOTARY_EQUEUE_ACT_PATH,
  NOTARY_EQUEUE_MARK_PATH,
  NOTARY_EQUEUE_PATH,
  NotaryEqueueQuerySchema,
  VisitMarkBodySchema,
} from '../../../src-domain/http/routes/notary-equeue.ts';
import { IdParamsSchema } from '../../../src-domain/http/routes/query-values.ts';
import type { ActRefunds } from '../../acts/act-context.ts';
import type { Db } from '../../db/database.ts';
import { linkBookingAct } from '../../equeue/booking-link.ts';
import { notaryDay, ownNotaryId } from '../../equeue/notary-day.ts';
import { markVisit } from '../../equeue/visit-marking.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { RateLimitSetting } from '../../http/rate-limit-setting.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import { signedIn } from '../request-user.ts';

/** A reception desk reloads the day often and marks a visitor every few minutes. */
export const DEFAULT_NOTARY_EQUEUE_RATE_LIMIT: RateLimitSetting = { max: 120, timeWindowMs: 60_000 };

/**
 * The notary's side of the electronic queue (spec §9; docs/decisions/0055-notary-queue.md): the
 * `notary` role only, and each notary reads and marks only their own bookings (another's answers
 * `equeue_booking_not_found`). Limited per notary.
 */
export function notaryEqueueRoutes(deps: { db: Db; now: () => Date; refunds: Pick<ActRefunds, 'record'> }): FastifyPluginAsync {
  return async (app) => {
    const config = { access: { role: 'notary' } as const, rateLimit: perUserRateLimit(DEFAULT_NOTARY_EQUEUE_RATE_LIMIT) };

    app.get(NOTARY_EQUEUE_PATH, { config }, async (request) => {
      const { date } = parseInput(NotaryEqueueQuerySchema, request.query, 'query');
      return notaryDay(deps.db, await ownNotaryId(deps.db, signedIn(request).user), date, deps.now());
    });

    app.post(NOTARY_EQUEUE_MARK_PATH, { config }, async (request) => {
      const { user } = signedIn(request);
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const { mark } = parseInput(VisitMarkBodySchema, request.body ?? {}, 'body');
      const notaryId = await ownNotaryId(deps.db, user);
      const now = deps.now();
      await markVisit(deps.db, deps.refunds, { notaryId, bookingId: id, mark, pin: user.pin }, now);
      const day = await deps.db.selectFrom('equeue_bookings').select('visit_date').where('id', '=', id).executeTakeFirstOrThrow();
      return notaryDay(deps.db, notaryId, day.visit_date, now);
    });

    app.post(NOTARY_EQUEUE_ACT_PATH, { config }, async (request) => {
      const { user } = signedIn(request);
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const { actUuid } = parseInput(BookingActBodySchema, request.body ?? {}, 'body');
      const notaryId = await ownNotaryId(deps.db, user);
      const now = deps.now();
      await linkBookingAct(deps.db, { bookingId: id, who: { notaryId }, actUuid }, now);
      const day = await deps.db.selectFrom('equeue_bookings').select('visit_date').where('id', '=', id).executeTakeFirstOrThrow();
      return notaryDay(deps.db, notaryId, day.visit_date, now);
    });
  };
}
