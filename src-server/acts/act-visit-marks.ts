import { NO_SHOW_STEPS } from '../../src-domain/acts/lifecycle/no-show.ts';
import type { ActRefunds } from './act-context.ts';
import type { Db } from '../db/database.ts';
import { recordNoShowIn } from './act-no-show.ts';

/** The booking as its act's no-show rule reads it. */
export interface BookingForAct {
  readonly act_id: number | null;
  readonly notary_id: number;
  readonly user_id: number;
  /** ISO day. */
  readonly visit_date: string;
}

/**
 * The booking's act when it is still the holder's own act with the booking's notary, at step 7–8
 * with its set time on the booking's day: the only act a mark on this booking speaks for
 * (docs/decisions/0059-no-show-at-the-set-time.md). An act moved to another notary, another
 * day's visit or a booking of someone else's act is left alone.
 */
async function actOfVisit(trx: Db, booking: BookingForAct): Promise<number | null> {
  if (booking.act_id === null) return null;
  const row = await trx
    .selectFrom('notarial_acts as a')
    .innerJoin('users as u', 'u.pin', 'a.applicant_pin')
    .select('a.id')
    .where('a.id', '=', booking.act_id)
    .where('u.id', '=', booking.user_id)
    .where('a.notary_id', '=', booking.notary_id)
    .where('a.visit_date', '=', booking.visit_date)
    .where('a.step', 'in', [...NO_SHOW_STEPS])
    .where('a.state', 'in', ['draft', 'awaiting_registration'])
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The citizen came (marked arrived, in their slot or in the general queue, spec §9): the act the
 * visit is for is attended and never lapses as a no-show (spec §4). Also when the booking is
 * linked to the act after the arrival was marked.
 */
export async function recordVisitAttended(trx: Db, booking: BookingForAct, now: Date): Promise<void> {
  const actId = await actOfVisit(trx, booking);
  if (actId === null) return;
  await trx.updateTable('notarial_acts').set({ visit_attended_at: now.toISOString() }).where('id', '=', actId).where('visit_attended_at', 'is', null).execute();
}

/**
 * The notary marked the booking "did not come" (more than 15 minutes late, spec §9): the act the
 * visit is for lapses at once (spec §4 "A no-show at the set time makes the act Inactive"), when
 * the domain rule agrees — the act's own set time is more than 15 minutes past too.
 */
export async function recordVisitNoShow(trx: Db, refunds: Pick<ActRefunds, 'record'>, booking: BookingForAct, notaryPin: string, now: Date): Promise<boolean> {
  const actId = await actOfVisit(trx, booking);
  if (actId === null) return false;
  return recordNoShowIn(trx, refunds, actId, now, { kind: 'mark', notaryPin, markedOn: booking.visit_date });
}
