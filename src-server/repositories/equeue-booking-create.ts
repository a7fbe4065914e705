import { checkSlot } from '../../src-domain/equeue/booking-days.ts';
import { ACTIVE_BOOKINGS_PER_NOTARY_DAY, type EqueueTypeId, isBookableNotary } from '../../src-domain/equeue/booking-rules.ts';
import type { EqueueBooking, EqueueBookingBody } from '../../src-domain/http/routes/equeue-bookings.ts';
import { parseIsoDate } from '../../src-domain/time/parse-date.ts';
import type { Db } from '../db/database.ts';
import { findBooking } from './equeue-booking-row.ts';
import { findBookingNotary } from './equeue-notary.ts';
import { uniqueViolation } from './equeue-unique-violation.ts';

export type CreateBookingOutcome =
  | { kind: 'booked'; booking: EqueueBooking }
  | { kind: 'unknown_notary' }
  | { kind: 'notary_unavailable' }
  | { kind: 'slot_unavailable' }
  | { kind: 'slot_taken' }
  | { kind: 'day_taken' };

export interface NewBooking {
  userId: number;
  typeId: EqueueTypeId;
  body: EqueueBookingBody;
}

type Refusal = Exclude<CreateBookingOutcome, { kind: 'booked' }>;

/**
 * Books a slot in one transaction. Its first statement touches the notary's row: on PostgreSQL
 * that row lock queues two bookings of the same notary, so the checks below see each other's
 * rows (SQLite runs one writer at a time anyway). The partial unique indexes of the table catch
 * whatever still slips through, and are reported as the same refusals.
 */
export async function createBooking(db: Db, booking: NewBooking, now: Date): Promise<CreateBookingOutcome> {
  const { body, userId } = booking;
  const date = parseIsoDate(body.date);
  if (!date) return { kind: 'slot_unavailable' };
  let id: number;
  try {
    const inserted = await db.transaction().execute(async (trx): Promise<{ id: number } | Refusal> => {
      const locked = await trx
        .updateTable('notaries')
        .set((eb) => ({ review_count: eb.ref('review_count') }))
        .where('id', '=', body.notaryId)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) return { kind: 'unknown_notary' };
      const notary = await findBookingNotary(trx, body.notaryId);
      if (!notary) return { kind: 'unknown_notary' };
      if (!isBookableNotary(notary)) return { kind: 'notary_unavailable' };
      if (checkSlot(notary.timetable, date, body.time, now) !== 'ok') return { kind: 'slot_unavailable' };
      const active = trx
        .selectFrom('equeue_bookings')
        .select('id')
        .where('notary_id', '=', body.notaryId)
        .where('visit_date', '=', body.date)
        .where('state', '=', 'active');
      if (await active.where('visit_time', '=', body.time).executeTakeFirst()) return { kind: 'slot_taken' };
      const sameDay = await active.where('user_id', '=', userId).execute();
      if (sameDay.length >= ACTIVE_BOOKINGS_PER_NOTARY_DAY) return { kind: 'day_taken' };
      const stamp = now.toISOString();
      return trx
        .insertInto('equeue_bookings')
        .values({
          user_id: userId,
          notary_id: notary.id,
          office_id: notary.officeId,
          visit_date: body.date,
          visit_time: body.time,
          type_id: booking.typeId,
          notary_action: body.notaryaction,
          state: 'active',
          phone: body.phone,
          email: body.email,
          description: body.description,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    if ('kind' in inserted) return inserted;
    id = inserted.id;
  } catch (error) {
    const broken = uniqueViolation(error);
    if (broken === 'slot') return { kind: 'slot_taken' };
    if (broken === 'user_day') return { kind: 'day_taken' };
    throw error;
  }
  const created = await findBooking(db, id);
  if (!created) throw new Error(`booking ${id} vanished after insert`);
  return { kind: 'booked', booking: created };
}
