import { sql } from 'kysely';
import { NO_SHOW_GRACE_MIN } from '../../src-domain/constants.ts';
import { applyAction } from '../../src-domain/acts/lifecycle/apply-action.ts';
import { auditEntry } from '../../src-domain/acts/lifecycle/audit-entry.ts';
import { NO_SHOW_STEPS } from '../../src-domain/acts/lifecycle/no-show.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { tashkentParts } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import type { ActRefunds } from './act-context.ts';
import { writeHistory } from './act-audit.ts';
import { displayDate, lifecycleAct } from './act-lifecycle-facts.ts';

/** Who records a no-show: the server's clock, or the notary's "did not come" on a booking of `markedOn` (ISO day). */
export type NoShowBy = { readonly kind: 'clock' } | { readonly kind: 'mark'; readonly notaryPin: string; readonly markedOn: string };

const CLOCK: NoShowBy = { kind: 'clock' };

/**
 * Spec §4 "A no-show at the set time makes the act Inactive and stops operations"
 * (docs/decisions/0059-no-show-at-the-set-time.md). The domain already refuses every action once
 * the rule holds; this records it: state `inactive`, a history line — by the `system` actor for
 * the clock, by the notary for their mark —, version bumped, the state duty asked back. It re-reads
 * the act and claims it at the version it read, so of several processes (or a sweep and a mark)
 * racing, one records it and the others find nothing to do: one transition, one history line.
 * Runs on read (GET of the act), from the periodic sweep of the act routes, and in the notary's
 * "did not come" mark.
 */
export async function recordNoShow(db: Db, refunds: Pick<ActRefunds, 'record'>, actId: number, now: Date): Promise<boolean> {
  return db.transaction().execute((trx) => recordNoShowIn(trx, refunds, actId, now, CLOCK));
}

/** As `recordNoShow`, inside the caller's transaction. */
export async function recordNoShowIn(trx: Db, refunds: Pick<ActRefunds, 'record'>, actId: number, now: Date, by: NoShowBy): Promise<boolean> {
  const act = await trx.selectFrom('notarial_acts').selectAll().where('id', '=', actId).executeTakeFirst();
  if (!act) return false;
  const invoices = await trx.selectFrom('act_invoices').select('state').where('act_id', '=', actId).execute();
  const lifecycle = lifecycleAct(act, invoices);
  const markedOn = by.kind === 'mark' ? displayDate(by.markedOn) : null;
  const facts = lifecycle && markedOn !== null ? { ...lifecycle, noShowMarkedOn: markedOn } : lifecycle;
  if (!facts) return false;
  // The transition is the scheduler's (transition-table.ts); the history names the notary who marked it.
  const result = applyAction(facts, { role: 'system' }, 'no_show', {}, now);
  if (!result.ok) return false;
  const claimed = await trx
    .updateTable('notarial_acts')
    .set({ state: result.state, step: result.step, version: sql<number>`version + 1`, updated_at: now.toISOString() })
    .where('id', '=', actId)
    .where('version', '=', act.version)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const actor = by.kind === 'mark' ? { actorPin: by.notaryPin, actorRole: 'notary' as const } : { actorPin: null, actorRole: 'system' as const };
  await writeHistory(trx, actId, auditEntry({ ...actor, action: 'no_show', from: facts, to: result, input: {}, now }));
  // The state duty of an act not performed goes back (docs/decisions/0033-refund-policy.md);
  // the payments sweep asks the provider for it.
  await refunds.record(trx, { ...act, step: result.step, state: result.state, version: act.version + 1 }, 'no_show', now);
  return true;
}

/**
 * Acts recorded per transaction by the sweep: one commit (one fsync with synchronous=FULL) per
 * batch rather than per act, and the connection is given back between batches, so a backlog
 * of thousands (a server that was down for days) does not stall the requests.
 */
const SWEEP_BATCH = 100;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Every act at steps 7–8 that nobody came to and whose set time plus the grace is over at `now`
 * (Tashkent day and "HH:mm" compared as text), recorded one by one. Every process of a cluster
 * runs it; the claim of `recordNoShowIn` keeps each act to one transition.
 */
export async function sweepNoShows(db: Db, refunds: Pick<ActRefunds, 'record'>, now: Date): Promise<number> {
  const cutoff = tashkentParts(new Date(now.getTime() - NO_SHOW_GRACE_MIN * 60_000));
  const cutoffDay = toIsoDate(cutoff);
  const cutoffTime = `${pad(cutoff.hour)}:${pad(cutoff.minute)}`;
  const due = await db
    .selectFrom('notarial_acts')
    .select('id')
    .where('step', 'in', [...NO_SHOW_STEPS])
    .where('state', 'in', ['draft', 'awaiting_registration'])
    .where('visit_attended_at', 'is', null)
    .where((eb) => eb.or([eb('visit_date', '<', cutoffDay), eb.and([eb('visit_date', '=', cutoffDay), eb('visit_time', '<=', cutoffTime)])]))
    .orderBy('id')
    .execute();
  let recorded = 0;
  for (let start = 0; start < due.length; start += SWEEP_BATCH) {
    const batch = due.slice(start, start + SWEEP_BATCH);
    recorded += await db.transaction().execute(async (trx) => {
      let count = 0;
      for (const { id } of batch) if (await recordNoShowIn(trx, refunds, id, now, CLOCK)) count += 1;
      return count;
    });
  }
  return recorded;
}

/**
 * A party came into the act's video room for its current visit (spec §4 step 8 "in person or by
 * video"): the act is attended and does not lapse while the call runs past the grace
 * (docs/decisions/0059-no-show-at-the-set-time.md). The notary alone in the room is no attendance.
 */
export async function recordRoomAttendance(db: Db, act: { id: number; visit_number: number }, now: Date): Promise<void> {
  await db
    .updateTable('notarial_acts')
    .set({ visit_attended_at: now.toISOString() })
    .where('id', '=', act.id)
    .where('visit_number', '=', act.visit_number)
    .where('visit_attended_at', 'is', null)
    .execute();
}
