import { appointmentStart } from '../../src-domain/equeue/appointment-time.ts';
import { markRefusal, queueOnArrival, type MarkRefusal, type VisitMark } from '../../src-domain/equeue/visit-marks.ts';
import type { ApiErrorCode } from '../../src-domain/http/error-codes.ts';
import { parseIsoDate } from '../../src-domain/time/parse-date.ts';
import type { ActRefunds } from '../acts/act-context.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { uniqueViolation } from '../repositories/equeue-unique-violation.ts';
import { recordVisitAttended, recordVisitNoShow } from '../acts/act-visit-marks.ts';

const REFUSALS: Readonly<Record<MarkRefusal, ApiErrorCode>> = {
  not_today: 'equeue_mark_not_today',
  closed: 'equeue_booking_closed',
  already_arrived: 'equeue_already_arrived',
  not_arrived: 'equeue_not_arrived',
  not_late_yet: 'equeue_not_late_yet',
};

/**
 * `POST /api/notary/equeue/bookings/:id/marks` (docs/decisions/0055-notary-queue.md): the notary
 * of the booking marks the citizen arrived — in their slot, or in the general queue when more
 * than 15 minutes late (spec §9) —, served, or not come. Another notary's booking is "not found".
 * The update repeats the state and arrival it read, so of two marks racing one wins and the
 * other is told the booking changed.
 */
export async function markVisit(
  db: Db,
  refunds: Pick<ActRefunds, 'record'>,
  input: { notaryId: number; bookingId: number; mark: VisitMark; pin: string },
  now: Date,
): Promise<void> {
  try {
    await db.transaction().execute((trx) => markVisitIn(trx, refunds, input, now));
  } catch (error) {
    // Back from "did not come" while the citizen has booked the notary again that day: one active booking per day.
    if (uniqueViolation(error) !== undefined) throw new ApiError('equeue_day_taken');
    throw error;
  }
}

/**
 * `markVisit` in one transaction with what the mark means for the act the visit is for
 * (docs/decisions/0059-no-show-at-the-set-time.md): "arrived" keeps it from lapsing, "did not
 * come" makes it inactive at once.
 */
async function markVisitIn(
  db: Db,
  refunds: Pick<ActRefunds, 'record'>,
  input: { notaryId: number; bookingId: number; mark: VisitMark; pin: string },
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('equeue_bookings')
    .select(['id', 'visit_date', 'visit_time', 'state', 'arrived_at', 'act_id', 'notary_id', 'user_id'])
    .where('id', '=', input.bookingId)
    .where('notary_id', '=', input.notaryId)
    .executeTakeFirst();
  const date = row ? parseIsoDate(row.visit_date) : null;
  if (!row || !date) throw new ApiError('equeue_booking_not_found');
  const start = appointmentStart(date, row.visit_time);
  const refusal = markRefusal(input.mark, { state: row.state, start, arrivedAt: row.arrived_at === null ? null : new Date(row.arrived_at) }, now);
  if (refusal !== null) throw new ApiError(REFUSALS[refusal]);
  const marked = { marked_by_pin: input.pin, marked_at: now.toISOString(), updated_at: now.toISOString() };
  const change =
    input.mark === 'arrived'
      ? { ...marked, state: 'active' as const, arrived_at: now.toISOString(), visit_queue: queueOnArrival(start, now) }
      : input.mark === 'served'
        ? { ...marked, state: 'served' as const }
        : { ...marked, state: 'no_show' as const };
  let query = db.updateTable('equeue_bookings').set(change).where('id', '=', row.id).where('state', '=', row.state);
  query = row.arrived_at === null ? query.where('arrived_at', 'is', null) : query.where('arrived_at', '=', row.arrived_at);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError('equeue_booking_changed');
  if (input.mark === 'arrived') await recordVisitAttended(db, row, now);
  if (input.mark === 'no_show') await recordVisitNoShow(db, refunds, row, input.pin, now);
}
