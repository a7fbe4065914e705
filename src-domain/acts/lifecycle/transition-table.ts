import type { ActState } from '../act-states.ts';
import { REG_TYPES, type RegType } from '../act-types.ts';
import type { ActStep } from '../steps.ts';
import type { ActAction } from './act-actions.ts';
import type { ActActor, PartyStatus } from './act-actors.ts';

/** What an action needs besides being allowed; each unmet need is its own error. */
export interface TransitionRequirements {
  /** A non-blank reason, shown to the applicant (spec §4 "cancel (a reason is shown)"). */
  readonly reason?: true;
  /** A non-blank remark text (spec §4 "return to step 1 with remarks/defects"). */
  readonly remark?: true;
  /** The user confirmed a dialog (spec §4 "each after confirmation", "needs confirmation"). */
  readonly confirmation?: true;
  /** The act has at least one invoice (spec §4 step 4 "the notary to issue invoices"). */
  readonly invoices?: true;
  /** Every invoice of the act is paid (spec §4 step 7). */
  readonly allInvoicesPaid?: true;
  /**
   * A Tashkent date-time after `now` (spec §9 "Times are in Tashkent time"): `input` is the
   * time the notary sets, `visit` is the act's set time the applicant confirms (spec §8
   * "registration time expired, ask the notary to set a new one").
   */
  readonly futureTime?: 'input' | 'visit';
  /** General info, parties and subjects are saved (spec §4 "1 to 2"). */
  readonly contentComplete?: true;
  /**
   * Every party has answered its invitation, or the user confirmed going on without them
   * (spec §3 party status "null awaiting confirmation": sending an act to the notary while a
   * party has not even been invited asks first, listing who has not answered).
   */
  readonly answersOrConfirmation?: true;
  /** The no-show rule holds: the set time plus the grace has passed, or the notary marked "did not come" (see no-show.ts). */
  readonly noShowDue?: true;
  /**
   * An act registered by video (regtype 2) has its evidence: a sealed recording, a passed
   * in-room face check of every video participant (spec §1 "the video recording of a session
   * is stored", "video conference needs a verified identity"; docs/architecture.md Video acts), and
   * every video participant's verified digital signature on the fixed final document (spec §1
   * "video conference needs … digital signature"; docs/signatures.md).
   */
  readonly videoEvidence?: true;
}

/** A fact of the act a row depends on; the row is not offered (nor accepted) otherwise. */
export interface TransitionCondition {
  /** Spec §3 "free-of-charge flag": the row applies only while the flag has this value. */
  readonly freeOfCharge?: boolean;
}

export interface TransitionRow {
  readonly action: ActAction;
  readonly actor: ActActor;
  readonly fromSteps: readonly ActStep[];
  readonly toStep: ActStep | 'same';
  /** Absent: the state does not change. */
  readonly toState?: ActState;
  /** Party rows only: the invitation statuses the party may act from. */
  readonly fromPartyStatuses?: readonly PartyStatus[];
  /** Only for acts registered this way (spec §3 regtype: 1 in person, 2 video); absent: any. */
  readonly regtypes?: readonly RegType[];
  readonly toPartyStatus?: PartyStatus;
  readonly when?: TransitionCondition;
  readonly requires: TransitionRequirements;
}

/** Steps before registration (step 9 is the registered act). */
const BEFORE_REGISTRATION: readonly ActStep[] = [1, 2, 3, 4, 5, 6, 7, 8];
/** Steps where the act is in the notary's hands: from being sent (step 2) until registration. */
const WITH_NOTARY: readonly ActStep[] = [2, 3, 4, 5, 6, 7, 8];
/** With the notary and before the invoices exist: the fees are still open (README.md). */
const BEFORE_INVOICES: readonly ActStep[] = [2, 3, 4];

/**
 * The one table of who may do what at which step (spec §4 "Notarial act steps", §6). The
 * server enforces it and the UI shows exactly what it allows. Readings where the spec is
 * silent are in README.md beside this file.
 */
export const TRANSITIONS: readonly TransitionRow[] = [
  // §4 "1 to 2: applicant sends the act to the notary after saving general info, parties and subjects"
  { action: 'send_to_notary', actor: 'applicant', fromSteps: [1], toStep: 2, requires: { contentComplete: true, answersOrConfirmation: true } },
  // §4 "2: the notary checks and may return to step 1 with remarks/defects"
  { action: 'return_with_remarks', actor: 'notary', fromSteps: [2], toStep: 1, requires: { remark: true } },
  { action: 'accept_check', actor: 'notary', fromSteps: [2], toStep: 3, requires: {} },
  // §4 "3: applicant confirms (to 4) or returns to Preparation"
  { action: 'confirm', actor: 'applicant', fromSteps: [3], toStep: 4, requires: {} },
  { action: 'return_to_preparation', actor: 'applicant', fromSteps: [3], toStep: 1, requires: {} },
  // §4 "4: wait for the notary to issue invoices"
  { action: 'issue_invoices', actor: 'notary', fromSteps: [4], toStep: 5, requires: { invoices: true } },
  // §4 "5: wait for the notary to set date and time"
  { action: 'set_time', actor: 'notary', fromSteps: [5], toStep: 6, requires: { futureTime: 'input' } },
  // §4 "6: applicant confirms the time or asks for another (needs confirmation, goes back to 5)"
  { action: 'confirm_time', actor: 'applicant', fromSteps: [6], toStep: 7, requires: { futureTime: 'visit' } },
  { action: 'ask_other_time', actor: 'applicant', fromSteps: [6], toStep: 5, requires: { confirmation: true } },
  // §4 "7: pay invoices; the applicant marks payment made" — the act then awaits registration.
  { action: 'mark_paid', actor: 'applicant', fromSteps: [7], toStep: 8, toState: 'awaiting_registration', requires: { allInvoicesPaid: true } },
  // §4 "9: registered with a unique number" (the server assigns it).
  { action: 'register', actor: 'notary', fromSteps: [8], toStep: 9, toState: 'active', requires: { videoEvidence: true } },
  // Spec §1 "Recording is announced to users": a participant who does not agree cannot take part
  // by video, so the notary takes the act back to setting a time or over to a visit in person
  // (docs/video.md). Both need a reason, shown to the applicant.
  { action: 'return_to_set_time', actor: 'notary', fromSteps: [6, 7, 8], toStep: 5, toState: 'draft', regtypes: [REG_TYPES.video], requires: { reason: true } },
  { action: 'switch_to_in_person', actor: 'notary', fromSteps: [5, 6, 7, 8], toStep: 'same', regtypes: [REG_TYPES.video], requires: { reason: true } },
  // §4 "The applicant can go back one step … after confirmation": only undoing the applicant's
  // own last move, never the notary's work (README.md).
  { action: 'back_one_step', actor: 'applicant', fromSteps: [2], toStep: 1, requires: { confirmation: true } },
  { action: 'back_one_step', actor: 'applicant', fromSteps: [4], toStep: 3, requires: { confirmation: true } },
  { action: 'back_one_step', actor: 'applicant', fromSteps: [7], toStep: 6, requires: { confirmation: true } },
  { action: 'back_one_step', actor: 'applicant', fromSteps: [8], toStep: 7, toState: 'draft', requires: { confirmation: true } },
  // §4 "… delete the act …": only before invoices are formed (README.md).
  { action: 'delete', actor: 'applicant', fromSteps: [1, 2, 3], toStep: 'same', toState: 'destroyed', requires: { confirmation: true } },
  // §4 "… or annul it, each after confirmation"; §6 "Notary: … annuls" a registered act.
  { action: 'annul', actor: 'applicant', fromSteps: BEFORE_REGISTRATION, toStep: 'same', toState: 'annulled', requires: { confirmation: true } },
  { action: 'annul', actor: 'notary', fromSteps: [9], toStep: 'same', toState: 'annulled', requires: { reason: true, confirmation: true } },
  // §4 "The notary can refuse (the refusal decision can be downloaded), cancel (a reason is
  // shown) or stop the process with a reason."
  { action: 'refuse', actor: 'notary', fromSteps: WITH_NOTARY, toStep: 'same', toState: 'refused', requires: { reason: true } },
  { action: 'cancel', actor: 'notary', fromSteps: WITH_NOTARY, toStep: 'same', toState: 'cancelled', requires: { reason: true } },
  { action: 'stop', actor: 'notary', fromSteps: WITH_NOTARY, toStep: 'same', toState: 'stopped', requires: { reason: true } },
  // §4 "A no-show at the set time makes the act Inactive and stops operations."
  { action: 'no_show', actor: 'system', fromSteps: [7, 8], toStep: 'same', toState: 'inactive', requires: { noShowDue: true } },
  // §4 "A party can accept or reject an invitation … and can exit the deal" — until registration.
  {
    action: 'accept_invitation',
    actor: 'party',
    fromSteps: BEFORE_REGISTRATION,
    toStep: 'same',
    fromPartyStatuses: [null],
    toPartyStatus: 'accepted',
    requires: {},
  },
  {
    action: 'decline_invitation',
    actor: 'party',
    fromSteps: BEFORE_REGISTRATION,
    toStep: 'same',
    fromPartyStatuses: [null],
    toPartyStatus: 'declined',
    requires: {},
  },
  {
    action: 'exit_deal',
    actor: 'party',
    fromSteps: BEFORE_REGISTRATION,
    toStep: 'same',
    fromPartyStatuses: ['accepted'],
    toPartyStatus: 'exited',
    requires: { confirmation: true },
  },
  // §3 "free-of-charge flag and reason": the notary decides it, before the invoices are issued.
  { action: 'mark_free_of_charge', actor: 'notary', fromSteps: BEFORE_INVOICES, toStep: 'same', when: { freeOfCharge: false }, requires: { reason: true } },
  {
    action: 'unmark_free_of_charge',
    actor: 'notary',
    fromSteps: BEFORE_INVOICES,
    toStep: 'same',
    when: { freeOfCharge: true },
    requires: { confirmation: true },
  },
  // §4 step 8 "parties attend at the set time … by video": a registration that fails for technical
  // reasons keeps the act where it is, with its paid fees, and the notary sets a new time (README.md).
  { action: 'technical_failure', actor: 'notary', fromSteps: [7, 8], toStep: 'same', requires: { reason: true, futureTime: 'input' } },
];
