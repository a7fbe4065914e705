import { appointmentStart } from '../../src-domain/equeue/appointment-time.ts';
import { isoWeekday } from '../../src-domain/equeue/calendar-days.ts';
import { generalQueueFrom } from '../../src-domain/equeue/lateness.ts';
import { daySlots } from '../../src-domain/equeue/slots.ts';
import { allowedMarks } from '../../src-domain/equeue/visit-marks.ts';
import type { NotaryBooking, NotaryEqueueDay } from '../../src-domain/http/routes/notary-equeue.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../src-domain/time/parse-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { findBookingNotary } from '../repositories/equeue-notary.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { notaryIdOfUser } from '../acts/act-access.ts';
import { actsById, linkableActs } from './booking-acts.ts';
import { dayPlaces } from './booking-visits.ts';
import { namesByPin } from '../acts/act-details.ts';

/** The notary a signed-in notary works as; an account not tied to one is told so. */
export async function ownNotaryId(db: Db, user: RequestUser): Promise<number> {
  const id = await notaryIdOfUser(db, user);
  if (id === null) throw new ApiError('not_a_notary');
  return id;
}

/**
 * `GET /api/notary/equeue?date=` (docs/decisions/0055-notary-queue.md): the notary's slots of that
 * Tashkent day from their timetable, each with its booking (cancelled ones left out, bookings at
 * a time the timetable no longer has listed too), the marks each takes now, its act, and the
 * general queue with each late arrival's place (spec §9).
 */
export async function notaryDay(db: Db, notaryId: number, dateText: string | undefined, now: Date): Promise<NotaryEqueueDay> {
  const date = (dateText ? parseIsoDate(dateText) : null) ?? todayInTashkent(now);
  const iso = toIsoDate(date);
  const notary = await findBookingNotary(db, notaryId);
  const hours = notary?.timetable.find((entry) => entry.weekday === isoWeekday(date));
  const rows = await db
    .selectFrom('equeue_bookings as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.id', 'b.visit_time', 'b.type_id', 'b.state', 'b.notary_action', 'b.description', 'b.arrived_at', 'b.visit_queue', 'b.act_id', 'u.pin'])
    .where('b.notary_id', '=', notaryId)
    .where('b.visit_date', '=', iso)
    .where('b.state', '!=', 'cancelled')
    .orderBy('b.visit_time')
    .orderBy('b.id')
    .execute();
  const [names, places, acts] = await Promise.all([
    namesByPin(
      db,
      rows.map((row) => row.pin),
    ),
    dayPlaces(db, notaryId, iso),
    actsById(
      db,
      rows.flatMap((row) => (row.act_id === null ? [] : [row.act_id])),
    ),
  ]);
  const bookings = new Map<string, NotaryBooking>();
  for (const row of rows) {
    const start = appointmentStart(date, row.visit_time);
    const arrivedAt = row.arrived_at === null ? null : new Date(row.arrived_at);
    bookings.set(row.visit_time, {
      id: row.id,
      time: row.visit_time,
      typeid: row.type_id,
      state: row.state,
      citizenName: names.get(row.pin) ?? '',
      notaryaction: row.notary_action,
      description: row.description,
      arrivedAt: row.arrived_at,
      queue: row.visit_queue,
      generalPlace: places.get(row.id) ?? null,
      late: row.state === 'active' && arrivedAt === null && now.getTime() > generalQueueFrom(start).getTime(),
      allowedMarks: allowedMarks({ state: row.state, start, arrivedAt }, now),
      act: row.act_id === null ? null : (acts.get(row.act_id) ?? null),
      linkableActs: row.state === 'cancelled' ? [] : await linkableActs(db, row.pin, notaryId),
    });
  }
  const times = [...new Set([...(hours ? daySlots(hours) : []), ...bookings.keys()])].sort();
  const generalQueue = [...bookings.values()]
    .filter((booking) => booking.generalPlace !== null && booking.arrivedAt !== null)
    .sort((a, b) => (a.generalPlace ?? 0) - (b.generalPlace ?? 0))
    .map((booking) => ({
      place: booking.generalPlace ?? 0,
      bookingId: booking.id,
      citizenName: booking.citizenName,
      time: booking.time,
      arrivedAt: booking.arrivedAt ?? '',
    }));
  return { date: iso, slots: times.map((time) => ({ time, booking: bookings.get(time) ?? null })), generalQueue };
}
