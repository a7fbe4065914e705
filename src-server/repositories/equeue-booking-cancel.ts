import { appointmentStart, parseEqueueTime } from '../../src-domain/equeue/appointment-time.ts';
import { canCancel } from '../../src-domain/equeue/booking-status.ts';
import type { EqueueBooking } from '../../src-domain/http/routes/equeue-bookings.ts';
import type { Db } from '../db/database.ts';
import { bookingsWithNotary, findBooking, toBooking } from './equeue-booking-row.ts';

export type CancelBookingOutcome = { kind: 'cancelled'; booking: EqueueBooking } | { kind: 'not_found' } | { kind: 'not_cancellable' };

/**
 * Cancels `userId`'s own booking (spec §6: the applicant's own data only). Another user's
 * booking is "not found", so ids reveal nothing. The update repeats `state = 'active'`: of two
 * cancels racing, one changes the row and the other is told it is no longer cancellable. The
 * cancelled row leaves the partial unique index, so the slot is free again at once.
 */
export async function cancelBooking(db: Db, id: number, userId: number, now: Date): Promise<CancelBookingOutcome> {
  const row = await bookingsWithNotary(db).where('b.id', '=', id).where('b.user_id', '=', userId).executeTakeFirst();
  if (!row) return { kind: 'not_found' };
  const booking = toBooking(row);
  const appointment = parseEqueueTime(booking.equeuetime);
  if (!appointment || !canCancel(booking.state, appointmentStart(appointment.date, appointment.time), now)) return { kind: 'not_cancellable' };
  const updated = await db
    .updateTable('equeue_bookings')
    .set({ state: 'cancelled', updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return { kind: 'not_cancellable' };
  const cancelled = await findBooking(db, id);
  return cancelled ? { kind: 'cancelled', booking: cancelled } : { kind: 'not_found' };
}
