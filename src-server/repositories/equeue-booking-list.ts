import type { EqueueBookingsQuery, EqueueBookingsResponse } from '../../src-domain/http/routes/equeue-bookings.ts';
import type { Db } from '../db/database.ts';
import { bookingsWithNotary, toBooking } from './equeue-booking-row.ts';

/** A user's own bookings, latest appointment first; ties by id so pages never overlap. */
export async function listOwnBookings(db: Db, userId: number, query: EqueueBookingsQuery): Promise<EqueueBookingsResponse> {
  const { page, pageSize } = query;
  const count = await db
    .selectFrom('equeue_bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await bookingsWithNotary(db)
    .where('b.user_id', '=', userId)
    .orderBy('b.visit_date', 'desc')
    .orderBy('b.visit_time', 'desc')
    .orderBy('b.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(toBooking), total: Number(count.n), page, pageSize };
}
