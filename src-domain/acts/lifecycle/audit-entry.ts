import type { ActState } from '../act-states.ts';
import type { ActStep } from '../steps.ts';
import type { ActAction } from './act-actions.ts';
import type { ActActor } from './act-actors.ts';
import type { ActionInput } from './check-requirements.ts';

/** One line of an act's history: who, when, from and to which step and state, and why. */
export interface AuditEntry {
  /** The acting user's pin; `null` for the system scheduler. */
  readonly actorPin: string | null;
  readonly actorRole: ActActor;
  /** ISO instant (UTC); displayed in Tashkent time (spec §9). */
  readonly at: string;
  readonly action: ActAction;
  readonly fromStep: ActStep;
  readonly toStep: ActStep;
  readonly fromState: ActState;
  readonly toState: ActState;
  /** The reason (refuse, cancel, stop, annul) or the remark (return with remarks). */
  readonly reason: string | null;
}

export interface AuditFacts {
  readonly actorPin: string | null;
  readonly actorRole: ActActor;
  readonly action: ActAction;
  readonly from: { readonly step: ActStep; readonly state: ActState };
  readonly to: { readonly step: ActStep; readonly state: ActState };
  readonly input: ActionInput;
  readonly now: Date;
}

function trimmedOrNull(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function auditEntry(facts: AuditFacts): AuditEntry {
  return {
    actorPin: facts.actorPin,
    actorRole: facts.actorRole,
    at: facts.now.toISOString(),
    action: facts.action,
    fromStep: facts.from.step,
    toStep: facts.to.step,
    fromState: facts.from.state,
    toState: facts.to.state,
    reason: trimmedOrNull(facts.input.reason) ?? trimmedOrNull(facts.input.remark),
  };
}
