import { tashkentParts } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import { DEMO_CAST } from './demo-cast.ts';

export type DemoRoomOutcome =
  { kind: 'opened'; uuid: string; visitDate: string; visitTime: string } | { kind: 'missing' } | { kind: 'registered'; uuid: string };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Opens the seeded demo act by video for a call now (seed/demo-acts.ts `generateDemoVideoAct`):
 * the seed dates its acts from the day the database was seeded, so on a later day the act's
 * visit has lapsed (a no-show). This puts it back at step 8 awaiting registration with the visit `inMinutes` from
 * `now` (Tashkent), so its room is open. A demo helper for a local database, never a deployment's.
 */
export async function openDemoVideoRoom(db: Db, now: Date, inMinutes = 15): Promise<DemoRoomOutcome> {
  const act = await db
    .selectFrom('notarial_acts')
    .select(['id', 'uuid', 'step'])
    .where('applicant_pin', '=', DEMO_CAST.sherzod.pin)
    .where('act_type_id', '=', 11680)
    .where('notary_id', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!act) return { kind: 'missing' };
  if (act.step === 9) return { kind: 'registered', uuid: act.uuid };
  const visit = tashkentParts(new Date(now.getTime() + inMinutes * 60_000));
  const visitDate = `${visit.year}-${pad(visit.month)}-${pad(visit.day)}`;
  const visitTime = `${pad(visit.hour)}:${pad(visit.minute)}`;
  await db
    .updateTable('notarial_acts')
    // A new time is a new visit: an earlier demo call's evidence does not count for this one (docs/video.md).
    .set((eb) => ({
      step: 8,
      state: 'awaiting_registration',
      visit_date: visitDate,
      visit_time: visitTime,
      visit_number: eb('visit_number', '+', 1),
      visit_attended_at: null,
      updated_at: now.toISOString(),
    }))
    .where('id', '=', act.id)
    .execute();
  return { kind: 'opened', uuid: act.uuid, visitDate, visitTime };
}
