import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { findLinkableAct } from './booking-acts.ts';
import { recordVisitAttended } from '../acts/act-visit-marks.ts';

/**
 * Links a booking to the act the visit is for, or unlinks it (`actUuid` null)
 * (docs/decisions/0055-notary-queue.md): the act must be the booking holder's own open act with
 * the booking's notary. `who` is the caller's claim on the booking — its holder, or its notary —
 * so anyone else's booking is "not found" and an id reveals nothing.
 */
export async function linkBookingAct(
  db: Db,
  input: { bookingId: number; who: { userId: number } | { notaryId: number }; actUuid: string | null },
  now: Date,
): Promise<void> {
  let query = db
    .selectFrom('equeue_bookings as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.id', 'b.notary_id', 'b.state', 'b.arrived_at', 'b.user_id', 'b.visit_date', 'u.pin'])
    .where('b.id', '=', input.bookingId);
  query = 'userId' in input.who ? query.where('b.user_id', '=', input.who.userId) : query.where('b.notary_id', '=', input.who.notaryId);
  const booking = await query.executeTakeFirst();
  if (!booking) throw new ApiError('equeue_booking_not_found');
  if (booking.state === 'cancelled') throw new ApiError('equeue_booking_closed');
  let actId: number | null = null;
  if (input.actUuid !== null) {
    const act = await findLinkableAct(db, input.actUuid, booking.pin, booking.notary_id);
    if (!act) throw new ApiError('equeue_act_not_linkable');
    actId = act.id;
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('equeue_bookings').set({ act_id: actId, updated_at: now.toISOString() }).where('id', '=', booking.id).execute();
    // An arrival marked before the link counts for the act all the same (docs/decisions/0059-no-show-at-the-set-time.md).
    if (booking.arrived_at !== null && booking.state !== 'no_show') await recordVisitAttended(trx, { ...booking, act_id: actId }, now);
  });
}
