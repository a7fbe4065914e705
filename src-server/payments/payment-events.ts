import { sql } from 'kysely';
import type { ActEditAction } from '../../src-domain/http/routes/acts.ts';
import type { Db } from '../db/database.ts';
import { writeHistory } from '../acts/act-audit.ts';
import type { ActRow } from '../acts/act-rows.ts';

/** Who a payment event is by: the server for an electronic system's call, or the act's notary at the desk. */
export type PaymentEventActor = { readonly role: 'system' } | { readonly role: 'notary'; readonly pin: string };

const SYSTEM: PaymentEventActor = { role: 'system' };

/**
 * A payment event on an act: the act's version moves, so every open page refetches its
 * invoices, and the history gets a line — by the `system` actor for a provider's call (no
 * signed-in user), by the notary for what they recorded — in the caller's transaction.
 */
export async function recordPaymentEvent(
  trx: Db,
  act: ActRow,
  action: ActEditAction,
  reason: string,
  now: Date,
  actor: PaymentEventActor = SYSTEM,
): Promise<void> {
  await trx
    .updateTable('notarial_acts')
    .set({ version: sql<number>`version + 1`, updated_at: now.toISOString() })
    .where('id', '=', act.id)
    .execute();
  await writeHistory(trx, act.id, {
    actorPin: actor.role === 'notary' ? actor.pin : null,
    actorRole: actor.role,
    at: now.toISOString(),
    action,
    fromStep: act.step,
    toStep: act.step,
    fromState: act.state,
    toState: act.state,
    reason,
  });
}
