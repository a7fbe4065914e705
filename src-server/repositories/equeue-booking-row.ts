import type { EqueueBooking } from '../../src-domain/http/routes/equeue-bookings.ts';
import { equeueTimeText } from '../../src-domain/equeue/appointment-time.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../src-domain/time/parse-date.ts';
import { tashkentParts } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import { localized } from '../db/localized.ts';

/** Bookings with their notary and the office they were made for. */
export function bookingsWithNotary(db: Db) {
  return db
    .selectFrom('equeue_bookings as b')
    .innerJoin('notaries as n', 'n.id', 'b.notary_id')
    .innerJoin('notary_offices as o', 'o.id', 'b.office_id')
    .select([
      'b.id',
      'b.user_id',
      'b.type_id',
      'b.visit_date',
      'b.visit_time',
      'b.notary_action',
      'b.state',
      'b.phone',
      'b.email',
      'b.description',
      'b.created_at',
      'b.updated_at',
      'b.arrived_at',
      'b.visit_queue',
      'b.act_id',
      'n.id as notary_id',
      'n.name_oz',
      'n.name_uz',
      'n.name_ru',
      'o.name_oz as office_oz',
      'o.name_uz as office_uz',
      'o.name_ru as office_ru',
      'o.address_oz',
      'o.address_uz',
      'o.address_ru',
    ]);
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingsWithNotary>['executeTakeFirstOrThrow']>>;

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A row in the wire form of spec §3 Equeue (field meanings in equeue-bookings.ts). Its place in
 * the general queue and its acts are left empty here: this repository reads no acts.
 */
export function toBooking(row: BookingRow): EqueueBooking {
  const made = tashkentParts(new Date(row.created_at));
  const visitDate = parseIsoDate(row.visit_date);
  if (!visitDate) throw new RangeError(`booking ${row.id} has a bad visit_date`);
  return {
    id: row.id,
    typeid: row.type_id,
    regdate: toIsoDate(made),
    regtime: `${pad(made.hour)}:${pad(made.minute)}`,
    notary: { id: row.notary_id, name: localized(row, 'name') },
    office: localized(row, 'office'),
    officeaddress: localized(row, 'address'),
    equeuetime: equeueTimeText(visitDate, row.visit_time),
    notaryaction: row.notary_action,
    updtime: row.updated_at,
    state: row.state,
    phone: row.phone,
    email: row.email,
    description: row.description,
    arrivedAt: row.arrived_at,
    queue: row.visit_queue,
    // Filled by the queue's services (src-server/equeue/booking-visits.ts), which read acts and the day's other bookings.
    generalPlace: null,
    act: null,
    linkableActs: [],
  };
}

export async function findBooking(db: Db, id: number): Promise<EqueueBooking | undefined> {
  const row = await bookingsWithNotary(db).where('b.id', '=', id).executeTakeFirst();
  return row ? toBooking(row) : undefined;
}
