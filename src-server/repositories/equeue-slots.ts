import { bookingDays, freeSlots } from '../../src-domain/equeue/booking-days.ts';
import { isBookableNotary } from '../../src-domain/equeue/booking-rules.ts';
import { isoWeekday } from '../../src-domain/equeue/calendar-days.ts';
import type { EqueueSlotsResponse } from '../../src-domain/http/routes/equeue-slots.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import type { Db } from '../db/database.ts';
import { findBookingNotary } from './equeue-notary.ts';

/** Start times held by active bookings of `notaryId`, by day, between two YYYY-MM-DD days. */
async function takenTimes(db: Db, notaryId: number, from: string, to: string): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectFrom('equeue_bookings')
    .select(['visit_date', 'visit_time'])
    .where('notary_id', '=', notaryId)
    .where('state', '=', 'active')
    .where('visit_date', '>=', from)
    .where('visit_date', '<=', to)
    .execute();
  const taken = new Map<string, Set<string>>();
  for (const row of rows) {
    const times = taken.get(row.visit_date) ?? new Set<string>();
    times.add(row.visit_time);
    taken.set(row.visit_date, times);
  }
  return taken;
}

/** The free slots of a notary's next 14 days (spec §3 Equeue), or undefined for an unknown notary. */
export async function listFreeSlots(db: Db, notaryId: number, now: Date): Promise<EqueueSlotsResponse | undefined> {
  const notary = await findBookingNotary(db, notaryId);
  if (!notary) return undefined;
  if (!isBookableNotary(notary)) return { notaryId, bookable: false, days: [] };
  const days = bookingDays(notary.timetable, now);
  const first = days[0];
  const last = days.at(-1);
  const taken = first && last ? await takenTimes(db, notaryId, toIsoDate(first.date), toIsoDate(last.date)) : new Map<string, Set<string>>();
  return {
    notaryId,
    bookable: true,
    days: days.map((day) => {
      const date = toIsoDate(day.date);
      return { date, weekday: isoWeekday(day.date), slots: freeSlots(day.hours, day.date, taken.get(date) ?? new Set(), now) };
    }),
  };
}
