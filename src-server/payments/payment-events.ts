import { sql } from 'kysely';
import type { ActEditAction } from '../../src-domain/http/routes/acts.ts';
import type { Db } from '../db/database.ts';
import { writeHistory } from '../acts/act-audit.ts';
import type { ActRow } from '../acts/act-rows.ts';

/**
 * A payment event on an act, written by the server for the provider (no signed-in user): the
 * act's version moves, so every open page refetches its invoices, and the history gets a line by
 * the `system` actor, in the caller's transaction.
 */
export async function recordPaymentEvent(trx: Db, act: ActRow, action: ActEditAction, reason: string, now: Date): Promise<void> {
  await trx
    .updateTable('notarial_acts')
    .set({ version: sql<number>`version + 1`, updated_at: now.toISOString() })
    .where('id', '=', act.id)
    .execute();
  await writeHistory(trx, act.id, {
    actorPin: null,
    actorRole: 'system',
    at: now.toISOString(),
    action,
    fromStep: act.step,
    toStep: act.step,
    fromState: act.state,
    toState: act.state,
    reason,
  });
}
