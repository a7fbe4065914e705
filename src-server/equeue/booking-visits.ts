import { generalQueuePlaces } from '../../src-domain/equeue/visit-marks.ts';
import type { EqueueBooking } from '../../src-domain/http/routes/equeue-bookings.ts';
import type { Db } from '../db/database.ts';
import { actsById, linkableActs } from './booking-acts.ts';

/** The general queue of one notary's day as the domain rule places it (src-domain/equeue/visit-marks.ts). */
export async function dayPlaces(db: Db, notaryId: number, date: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('equeue_bookings')
    .select(['id', 'visit_queue', 'state', 'arrived_at'])
    .where('notary_id', '=', notaryId)
    .where('visit_date', '=', date)
    .where('visit_queue', '=', 'general')
    .execute();
  return generalQueuePlaces(
    rows.map((row) => ({ id: row.id, queue: row.visit_queue, state: row.state, arrivedAt: row.arrived_at === null ? null : new Date(row.arrived_at) })),
  );
}

/**
 * A citizen's own bookings with what the notary's side adds: their place in the general queue
 * while they wait in it, the act each is for, and the own open acts with that notary it may be
 * linked to (only for bookings still to be visited).
 */
export async function withVisits(db: Db, bookings: readonly EqueueBooking[], holderPin: string): Promise<EqueueBooking[]> {
  if (bookings.length === 0) return [];
  const links = await db
    .selectFrom('equeue_bookings')
    .select(['id', 'act_id'])
    .where(
      'id',
      'in',
      bookings.map((booking) => booking.id),
    )
    .execute();
  const actOfBooking = new Map(links.map((row) => [row.id, row.act_id]));
  const acts = await actsById(
    db,
    links.flatMap((row) => (row.act_id === null ? [] : [row.act_id])),
  );
  const places = new Map<string, Map<number, number>>();
  const linkable = new Map<number, Awaited<ReturnType<typeof linkableActs>>>();
  const result: EqueueBooking[] = [];
  for (const booking of bookings) {
    let generalPlace: number | null = null;
    if (booking.queue === 'general' && booking.state === 'active') {
      const key = `${booking.notary.id}|${booking.equeuetime.slice(0, 10)}`;
      let day = places.get(key);
      if (!day) {
        day = await dayPlaces(db, booking.notary.id, booking.equeuetime.slice(0, 10));
        places.set(key, day);
      }
      generalPlace = day.get(booking.id) ?? null;
    }
    let candidates: EqueueBooking['linkableActs'] = [];
    if (booking.state === 'active') {
      const known = linkable.get(booking.notary.id);
      candidates = known ?? (await linkableActs(db, holderPin, booking.notary.id));
      linkable.set(booking.notary.id, candidates);
    }
    const actId = actOfBooking.get(booking.id) ?? null;
    result.push({ ...booking, generalPlace, act: actId === null ? null : (acts.get(actId) ?? null), linkableActs: candidates });
  }
  return result;
}
