import { sql } from 'kysely';
import { applyAction } from '../../src-domain/acts/lifecycle/apply-action.ts';
import { auditEntry } from '../../src-domain/acts/lifecycle/audit-entry.ts';
import { NO_SHOW_STEPS } from '../../src-domain/acts/lifecycle/no-show.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import type { ActRefunds } from './act-context.ts';
import { writeHistory } from './act-audit.ts';
import { isNoShowNow, lifecycleAct } from './act-lifecycle-facts.ts';

/**
 * Spec §4 "A no-show at the set time makes the act Inactive and stops operations". The domain
 * already refuses every action once the visit day is over; this records it: state `inactive`,
 * a history line by the `system` actor, version bumped, all in one transaction that re-reads the
 * act (a registration that won the race leaves nothing to do). Runs on read (GET of the act or
 * a list) and from the periodic sweep of the act routes.
 */
export async function recordNoShow(db: Db, refunds: Pick<ActRefunds, 'record'>, actId: number, now: Date): Promise<boolean> {
  return db.transaction().execute((trx) => recordNoShowIn(trx, refunds, actId, now));
}

/** As `recordNoShow`, inside the caller's transaction. */
async function recordNoShowIn(trx: Db, refunds: Pick<ActRefunds, 'record'>, actId: number, now: Date): Promise<boolean> {
  const act = await trx.selectFrom('notarial_acts').selectAll().where('id', '=', actId).executeTakeFirst();
  if (!act || !isNoShowNow(act, now)) return false;
  const invoices = await trx.selectFrom('act_invoices').select('state').where('act_id', '=', actId).execute();
  const facts = lifecycleAct(act, invoices);
  if (!facts) return false;
  const result = applyAction(facts, { role: 'system' }, 'no_show', {}, now);
  if (!result.ok) return false;
  const claimed = await trx
    .updateTable('notarial_acts')
    .set({ state: result.state, step: result.step, version: sql<number>`version + 1`, updated_at: now.toISOString() })
    .where('id', '=', actId)
    .where('version', '=', act.version)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await writeHistory(trx, actId, auditEntry({ actorPin: null, actorRole: 'system', action: 'no_show', from: facts, to: result, input: {}, now }));
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

/** Every act whose visit day is over before `now` (Tashkent) at steps 7–8: recorded one by one. */
export async function sweepNoShows(db: Db, refunds: Pick<ActRefunds, 'record'>, now: Date): Promise<number> {
  const today = toIsoDate(todayInTashkent(now));
  const due = await db
    .selectFrom('notarial_acts')
    .select('id')
    .where('step', 'in', [...NO_SHOW_STEPS])
    .where('state', 'in', ['draft', 'awaiting_registration'])
    .where('visit_date', '<', today)
    .orderBy('id')
    .execute();
  let recorded = 0;
  for (let start = 0; start < due.length; start += SWEEP_BATCH) {
    const batch = due.slice(start, start + SWEEP_BATCH);
    recorded += await db.transaction().execute(async (trx) => {
      let count = 0;
      for (const { id } of batch) if (await recordNoShowIn(trx, refunds, id, now)) count += 1;
      return count;
    });
  }
  return recorded;
}
