import type { Insertable } from 'kysely';
import { ACT_TYPE_IDS, type ActTypeId } from '../../src-domain/acts/act-types.ts';
import * as v from 'valibot';
import { TimetableDaySchema } from '../../src-domain/http/routes/notary-details.ts';
import { appointmentStart } from '../../src-domain/equeue/appointment-time.ts';
import { bookingDays } from '../../src-domain/equeue/booking-days.ts';
import { EQUEUE_TYPE_IDS } from '../../src-domain/equeue/booking-rules.ts';
import type { EqueueState } from '../../src-domain/equeue/booking-status.ts';
import { daySlots } from '../../src-domain/equeue/slots.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../src-domain/time/parse-date.ts';
import type { EqueueBookingsTable } from '../db/tables/equeue.ts';
import { addDays } from './calendar.ts';
import { DEMO_CAST, DEMO_NOTARY_ID } from './demo-cast.ts';
import { type SeedContext, scaled } from './seed-context.ts';

const TimetableSchema = v.array(TimetableDaySchema);
const HOUR_MS = 3_600_000;

/** Share of the demo notary's slots of the next 14 days already held, so "booked" shows. */
const DEMO_NOTARY_LOAD = 0.3;
const NOTARIES_WITH_QUEUE_AT_SCALE_1 = 40;

interface Booking {
  userId: number;
  notaryId: number;
  officeId: number;
  date: string;
  time: string;
  state: EqueueState;
  kiosk: boolean;
  action: ActTypeId | null;
  phone: string | null;
}

/**
 * Keeps the seeded queue within the rules the server enforces: one active booking per slot,
 * and one per citizen, notary and day (src-domain/equeue/booking-rules.ts).
 */
function createLedger() {
  const slots = new Set<string>();
  const days = new Set<string>();
  return {
    fits(b: Pick<Booking, 'userId' | 'notaryId' | 'date' | 'time' | 'state'>): boolean {
      if (b.state !== 'active') return true;
      return !slots.has(`${b.notaryId}|${b.date}|${b.time}`) && !days.has(`${b.userId}|${b.notaryId}|${b.date}`);
    },
    hold(b: Pick<Booking, 'userId' | 'notaryId' | 'date' | 'time' | 'state'>): void {
      if (b.state !== 'active') return;
      slots.add(`${b.notaryId}|${b.date}|${b.time}`);
      days.add(`${b.userId}|${b.notaryId}|${b.date}`);
    },
  };
}

function toRow(ctx: SeedContext, booking: Booking): Insertable<EqueueBookingsTable> {
  const date = parseIsoDate(booking.date);
  if (!date) throw new RangeError(`bad seed date ${booking.date}`);
  const start = appointmentStart(date, booking.time).getTime();
  // Booked 1–10 days ahead during the day; a change (cancel, served) comes later.
  const created = new Date(start - ctx.random.int(24, 240) * HOUR_MS).toISOString();
  const updated = booking.state === 'active' ? created : new Date(start - (booking.state === 'cancelled' ? 2 : -1) * HOUR_MS).toISOString();
  return {
    user_id: booking.userId,
    notary_id: booking.notaryId,
    office_id: booking.officeId,
    visit_date: booking.date,
    visit_time: booking.time,
    type_id: booking.kiosk ? EQUEUE_TYPE_IDS.kiosk : EQUEUE_TYPE_IDS.portal,
    notary_action: booking.action,
    state: booking.state,
    phone: booking.phone,
    email: null,
    description: null,
    created_at: created,
    updated_at: updated,
  };
}

/**
 * The electronic queue of the demo world (spec §3 Equeue): about a third of the demo notary's
 * slots of the 14 days after the seeding day (`seededOn`) are held by random citizens; some 40 other
 * notaries have a few bookings past and ahead; Aziz has one served, one cancelled and one
 * active booking with the demo notary. Sherzod has none: the end-to-end test books as him.
 * Rows carry no ids (the database numbers them), so PostgreSQL's sequence needs no upkeep.
 */
export function generateEqueue(ctx: SeedContext): void {
  const { random, world } = ctx;
  const ledger = createLedger();
  const bookings: Booking[] = [];
  const add = (booking: Booking): void => {
    if (!ledger.fits(booking)) return;
    ledger.hold(booking);
    bookings.push(booking);
  };
  const demoPins = new Set<string>(Object.values(DEMO_CAST).map((person) => person.pin));
  const roles = new Map(world.user_roles.map((row) => [row.user_id, row.role]));
  const citizens = world.users.filter((user) => roles.get(user.id as number) === 'citizen' && !demoPins.has(user.pin));
  const phoneOf = (userId: number): string | null => world.users.find((user) => user.id === userId)?.phone ?? null;
  const action = (): ActTypeId | null => (random.chance(0.3) ? null : random.pick(ACT_TYPE_IDS));
  const seedNow = new Date(`${ctx.seededOn}T00:00:00+05:00`);

  const notaries = world.notaries.filter((n) => n.licence_status === 'active' && n.leave_status === 'none');
  const demo = notaries.find((n) => n.id === DEMO_NOTARY_ID);
  const others = notaries.filter((n) => n.id !== DEMO_NOTARY_ID);
  const chosen = [
    ...(demo ? [demo] : []),
    ...others.filter((_, index) => index % Math.max(1, Math.floor(others.length / scaled(ctx, NOTARIES_WITH_QUEUE_AT_SCALE_1))) === 0),
  ];
  if (citizens.length === 0) return;

  for (const notary of chosen) {
    const notaryId = notary.id as number;
    const timetable = v.parse(TimetableSchema, JSON.parse(notary.timetable));
    const load = notaryId === DEMO_NOTARY_ID ? DEMO_NOTARY_LOAD : 0.08;
    for (const day of bookingDays(timetable, seedNow)) {
      for (const time of daySlots(day.hours)) {
        if (!random.chance(load)) continue;
        const user = random.pick(citizens);
        add({
          userId: user.id as number,
          notaryId,
          officeId: notary.office_id,
          date: toIsoDate(day.date),
          time,
          state: random.chance(0.1) ? 'cancelled' : 'active',
          kiosk: random.chance(0.25),
          action: action(),
          phone: phoneOf(user.id as number),
        });
      }
    }
    // The weeks before: visits served, a few cancelled.
    for (let i = 0; i < random.int(2, 8); i += 1) {
      const date = addDays(ctx.seededOn, -random.int(1, 60));
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
      const hours = timetable.find((entry) => entry.weekday === weekday);
      if (!hours) continue;
      const user = random.pick(citizens);
      add({
        userId: user.id as number,
        notaryId,
        officeId: notary.office_id,
        date,
        time: random.pick(daySlots(hours)),
        state: random.chance(0.2) ? 'cancelled' : 'served',
        kiosk: random.chance(0.25),
        action: action(),
        phone: phoneOf(user.id as number),
      });
    }
  }

  const aziz = world.users.find((user) => user.pin === DEMO_CAST.aziz.pin);
  if (aziz && demo) {
    const userId = aziz.id as number;
    const base = { userId, notaryId: DEMO_NOTARY_ID, officeId: demo.office_id, kiosk: false, phone: aziz.phone ?? null };
    add({ ...base, date: addDays(ctx.seededOn, -39), time: '10:00', state: 'served', action: 1 });
    add({ ...base, date: addDays(ctx.seededOn, -11), time: '15:30', state: 'cancelled', action: 101 });
    const ahead = bookingDays(v.parse(TimetableSchema, JSON.parse(demo.timetable)), seedNow)[2];
    if (ahead) {
      const date = toIsoDate(ahead.date);
      const time = daySlots(ahead.hours).find((slot) => ledger.fits({ userId, notaryId: DEMO_NOTARY_ID, date, time: slot, state: 'active' }));
      if (time) add({ ...base, date, time, state: 'active', action: 15003 });
    }
  }

  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.notaryId - b.notaryId);
  for (const booking of bookings) world.equeue_bookings.push(toRow(ctx, booking));
}
