import type { ActState } from '../../src-domain/acts/act-states.ts';
import type { ActAction } from '../../src-domain/acts/lifecycle/act-actions.ts';
import type { AuditEntry } from '../../src-domain/acts/lifecycle/audit-entry.ts';
import type { ActStep } from '../../src-domain/acts/steps.ts';
import type { ActEditAction } from '../../src-domain/http/routes/acts.ts';
import type { VideoHistoryAction } from '../../src-domain/video/video-history.ts';
import type { Db } from '../db/database.ts';
import type { ActAccess, ViewerRole } from './act-access.ts';

/**
 * One line of an act's history: a lifecycle action (the domain's `auditEntry`) or an edit
 * (`add_party`, `choose_notary`…), which keeps the step and state.
 */
export interface HistoryEntry {
  readonly actorPin: string | null;
  readonly actorRole: ViewerRole;
  readonly at: string;
  readonly action: ActAction | ActEditAction | VideoHistoryAction;
  readonly fromStep: ActStep | number;
  readonly toStep: ActStep | number;
  readonly fromState: ActState;
  readonly toState: ActState;
  readonly reason: string | null;
}

/**
 * Appends `entry` to the act's history. Call it with the transaction of the mutation (spec §4:
 * "every mutation … writes an audit entry"), so the line and the change commit together.
 */
export async function writeHistory(trx: Db, actId: number, entry: HistoryEntry | AuditEntry): Promise<void> {
  await trx
    .insertInto('act_history')
    .values({
      act_id: actId,
      actor_pin: entry.actorPin,
      actor_role: entry.actorRole,
      action: entry.action,
      from_step: entry.fromStep,
      to_step: entry.toStep,
      from_state: entry.fromState,
      to_state: entry.toState,
      reason: entry.reason,
      created_at: entry.at,
    })
    .execute();
}

/** The history line of an edit by the user of `access`: step and state stay. */
export function editEntry(access: ActAccess, action: ActEditAction, now: Date, reason: string | null = null): HistoryEntry {
  return {
    actorPin: access.pin,
    actorRole: access.viewerRole,
    at: now.toISOString(),
    action,
    fromStep: access.act.step,
    toStep: access.act.step,
    fromState: access.act.state,
    toState: access.act.state,
    reason,
  };
}
