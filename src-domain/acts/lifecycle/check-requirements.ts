import { tashkentDateTimeToUtc } from '../../time/tashkent-to-utc.ts';
import type { LifecycleError } from './lifecycle-errors.ts';
import { isNoShow, visitInstant, type VisitSchedule } from './no-show.ts';
import { REG_TYPES, type RegType } from '../act-types.ts';
import type { TransitionRequirements } from './transition-table.ts';

/** What the lifecycle reads of an act (the server loads it inside the transaction). */
export interface LifecycleAct extends VisitSchedule {
  readonly invoices: readonly { readonly paid: boolean }[];
  /** Spec §3 free-of-charge flag: such an act may be invoiced nothing at all. */
  readonly freeOfCharge: boolean;
  /** Spec §3 regtype; absent is read as 1 (in person). */
  readonly regtype?: RegType;
  /** For an act by video: what its room has produced (docs/video.md). */
  readonly video?: VideoEvidence;
  /** Parties but the applicant that have not answered their invitation (party-status.ts); absent is none. */
  readonly unansweredParties?: number;
}

/** What registration by video needs (transition-table.ts `videoEvidence`). */
export interface VideoEvidence {
  /** A recording of the session is complete, every segment verified, sealed with its manifest hash. */
  readonly recordingSealed: boolean;
  /** Video participants (notary included) without a passed face check in the room. */
  readonly unidentified: number;
  /**
   * Every video participant, the notary last, has a verified digital signature on the act's
   * fixed final document (src-domain/signatures/signing-turn.ts `allSigned`; docs/signatures.md).
   */
  readonly signed: boolean;
}

/** What the user sent with the action. */
export interface ActionInput {
  readonly reason?: string;
  readonly remark?: string;
  /** The user confirmed the dialog (spec §4 "each after confirmation"). */
  readonly confirmed?: boolean;
  /** Computed by the server: general info, parties and subjects are saved (spec §4 "1 to 2"). */
  readonly contentComplete?: boolean;
  /** The time the notary sets: "DD.MM.YYYY" and "HH:mm" in Tashkent (spec §3, §9). */
  readonly visitDate?: string;
  readonly visitTime?: string;
}

function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

/** An unreadable date-time is no future date-time either, hence also `time_in_past`. */
function isFuture(instant: Date | null, now: Date): boolean {
  return instant !== null && instant.getTime() > now.getTime();
}

function inputInstant(input: ActionInput): Date | null {
  if (input.visitDate === undefined || input.visitTime === undefined) return null;
  return tashkentDateTimeToUtc(input.visitDate, input.visitTime);
}

/**
 * The first unmet requirement, in the order a dialog asks for things: confirmation, then the
 * texts, then facts about the act.
 */
export function unmetRequirement(requires: TransitionRequirements, act: LifecycleAct, input: ActionInput, now: Date): LifecycleError | null {
  if (requires.confirmation && input.confirmed !== true) return 'confirmation_required';
  if (requires.answersOrConfirmation && (act.unansweredParties ?? 0) > 0 && input.confirmed !== true) return 'confirmation_required';
  if (requires.reason && isBlank(input.reason)) return 'reason_required';
  if (requires.remark && isBlank(input.remark)) return 'remark_required';
  if (requires.contentComplete && input.contentComplete !== true) return 'content_incomplete';
  // A free-of-charge act owes nothing, so issuing "no invoice" is its payment formation (§3).
  if (requires.invoices && act.invoices.length === 0 && !act.freeOfCharge) return 'invoices_required';
  if (requires.allInvoicesPaid && !act.invoices.every((invoice) => invoice.paid)) return 'unpaid_invoices';
  if (requires.futureTime === 'input' && !isFuture(inputInstant(input), now)) return 'time_in_past';
  if (requires.futureTime === 'visit' && !isFuture(visitInstant(act), now)) return 'time_in_past';
  // A no-show is recorded only once the rule of no-show.ts holds (by the clock or by the notary's mark).
  if (requires.noShowDue && !isNoShow(act, now)) return 'not_allowed';
  if (requires.videoEvidence && act.regtype === REG_TYPES.video) {
    if (act.video?.recordingSealed !== true) return 'recording_not_sealed';
    if (act.video.unidentified > 0) return 'video_identity_missing';
    if (!act.video.signed) return 'signatures_missing';
  }
  return null;
}
