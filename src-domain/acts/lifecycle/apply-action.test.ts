import { describe, expect, it } from 'vitest';
import { TERMINAL_ACT_STATES, type ActState } from '../act-states.ts';
import type { ActStep } from '../steps.ts';
import { ACT_ACTIONS, type ActAction } from './act-actions.ts';
import { applyAction, type ActingUser } from './apply-action.ts';
import type { ActionInput, LifecycleAct, VideoEvidence } from './check-requirements.ts';

// 10:00 Tashkent on 15.03.2027 is 05:00 UTC; "now" is the day before.
const NOW = new Date('2027-03-14T06:00:00Z');
const APPLICANT: ActingUser = { role: 'applicant' };
const NOTARY: ActingUser = { role: 'notary' };
const OK_INPUT: ActionInput = {
  confirmed: true,
  reason: 'Documents are forged',
  remark: 'Fix the seller address',
  contentComplete: true,
  visitDate: '15.03.2027',
  visitTime: '10:00',
};

function act(step: ActStep, overrides: Partial<LifecycleAct> = {}): LifecycleAct {
  const state: ActState = step === 9 ? 'active' : step === 8 ? 'awaiting_registration' : 'draft';
  return { step, state, visitDate: '15.03.2027', visitTime: '10:00', invoices: [{ paid: true }], freeOfCharge: false, ...overrides };
}

describe('applyAction: where each action leads (spec §4)', () => {
  it.each<[ActStep, ActingUser, ActAction, ActStep, ActState]>([
    [1, APPLICANT, 'send_to_notary', 2, 'draft'],
    [2, NOTARY, 'return_with_remarks', 1, 'draft'],
    [2, NOTARY, 'accept_check', 3, 'draft'],
    [3, APPLICANT, 'confirm', 4, 'draft'],
    [3, APPLICANT, 'return_to_preparation', 1, 'draft'],
    [4, NOTARY, 'issue_invoices', 5, 'draft'],
    [5, NOTARY, 'set_time', 6, 'draft'],
    [6, APPLICANT, 'confirm_time', 7, 'draft'],
    [6, APPLICANT, 'ask_other_time', 5, 'draft'],
    [7, APPLICANT, 'mark_paid', 8, 'awaiting_registration'],
    [8, NOTARY, 'register', 9, 'active'],
    [2, APPLICANT, 'back_one_step', 1, 'draft'],
    [4, APPLICANT, 'back_one_step', 3, 'draft'],
    [7, APPLICANT, 'back_one_step', 6, 'draft'],
    [8, APPLICANT, 'back_one_step', 7, 'draft'],
    [2, APPLICANT, 'delete', 2, 'destroyed'],
    [5, APPLICANT, 'annul', 5, 'annulled'],
    [9, NOTARY, 'annul', 9, 'annulled'],
    [4, NOTARY, 'refuse', 4, 'refused'],
    [6, NOTARY, 'cancel', 6, 'cancelled'],
    [8, NOTARY, 'stop', 8, 'stopped'],
    [8, NOTARY, 'technical_failure', 8, 'awaiting_registration'],
    [7, NOTARY, 'technical_failure', 7, 'draft'],
  ])('step %i, %o %s → step %i, %s', (step, actor, action, toStep, toState) => {
    expect(applyAction(act(step), actor, action, OK_INPUT, NOW)).toEqual({ ok: true, step: toStep, state: toState });
  });

  it('walks an act from preparation to registration', () => {
    const path: [ActingUser, ActAction][] = [
      [APPLICANT, 'send_to_notary'],
      [NOTARY, 'accept_check'],
      [APPLICANT, 'confirm'],
      [NOTARY, 'issue_invoices'],
      [NOTARY, 'set_time'],
      [APPLICANT, 'confirm_time'],
      [APPLICANT, 'mark_paid'],
      [NOTARY, 'register'],
    ];
    let current = act(1);
    for (const [actor, action] of path) {
      const result = applyAction(current, actor, action, OK_INPUT, NOW);
      if (!result.ok) throw new Error(`${action}: ${result.error}`);
      current = { ...current, step: result.step, state: result.state };
    }
    expect(current).toMatchObject({ step: 9, state: 'active' });
  });

  it('refuses what the table does not allow', () => {
    expect(applyAction(act(2), APPLICANT, 'accept_check', OK_INPUT, NOW)).toEqual({ ok: false, error: 'not_allowed' });
    expect(applyAction(act(9), APPLICANT, 'annul', OK_INPUT, NOW)).toEqual({ ok: false, error: 'not_allowed' });
    expect(applyAction(act(3), { role: 'other' }, 'confirm', OK_INPUT, NOW)).toEqual({ ok: false, error: 'not_allowed' });
  });
});

describe('applyAction: sending to the notary (spec §4 "1 to 2", §3 party status)', () => {
  it('goes at once when every party has answered, and after confirmation when one has not', () => {
    expect(applyAction(act(1), APPLICANT, 'send_to_notary', { contentComplete: true }, NOW)).toEqual({ ok: true, step: 2, state: 'draft' });
    expect(applyAction(act(1, { unansweredParties: 2 }), APPLICANT, 'send_to_notary', { contentComplete: true, confirmed: true }, NOW)).toEqual({
      ok: true,
      step: 2,
      state: 'draft',
    });
  });
});

describe('applyAction: requirements', () => {
  it.each<[string, ActStep, ActingUser, ActAction, ActionInput, Partial<LifecycleAct>, string]>([
    ['send needs saved general info, parties and subjects (§4 "1 to 2")', 1, APPLICANT, 'send_to_notary', { contentComplete: false }, {}, 'content_incomplete'],
    [
      'sending while a party has not answered needs confirmation (§3 party status)',
      1,
      APPLICANT,
      'send_to_notary',
      { contentComplete: true },
      { unansweredParties: 1 },
      'confirmation_required',
    ],
    ['a return needs a remark (§4 "with remarks/defects")', 2, NOTARY, 'return_with_remarks', { remark: '   ' }, {}, 'remark_required'],
    ['invoicing needs an invoice (§4 step 4)', 4, NOTARY, 'issue_invoices', {}, { invoices: [] }, 'invoices_required'],
    ['the time set must be in the future (§9 Tashkent time)', 5, NOTARY, 'set_time', { visitDate: '14.03.2027', visitTime: '10:59' }, {}, 'time_in_past'],
    ['an unreadable time is no future time', 5, NOTARY, 'set_time', { visitDate: '31.02.2027', visitTime: '10:00' }, {}, 'time_in_past'],
    ['a missing time is no future time', 5, NOTARY, 'set_time', {}, {}, 'time_in_past'],
    [
      'an expired time cannot be confirmed (§8 "registration time expired")',
      6,
      APPLICANT,
      'confirm_time',
      {},
      { visitDate: '14.03.2027', visitTime: '11:00' },
      'time_in_past',
    ],
    ['asking for another time needs confirmation (§4 step 6)', 6, APPLICANT, 'ask_other_time', { confirmed: false }, {}, 'confirmation_required'],
    ['marking paid needs every invoice paid (§4 step 7)', 7, APPLICANT, 'mark_paid', {}, { invoices: [{ paid: true }, { paid: false }] }, 'unpaid_invoices'],
    ['going back needs confirmation (§4)', 2, APPLICANT, 'back_one_step', {}, {}, 'confirmation_required'],
    ['deleting needs confirmation (§4)', 1, APPLICANT, 'delete', {}, {}, 'confirmation_required'],
    ['annulling needs confirmation (§4)', 3, APPLICANT, 'annul', {}, {}, 'confirmation_required'],
    ['the notary annuls with a reason', 9, NOTARY, 'annul', { confirmed: true, reason: '' }, {}, 'reason_required'],
    ['refusing needs a reason (§4)', 3, NOTARY, 'refuse', {}, {}, 'reason_required'],
    ['cancelling needs a reason (§4 "a reason is shown")', 3, NOTARY, 'cancel', { reason: ' ' }, {}, 'reason_required'],
    ['stopping needs a reason (§4 "stop the process with a reason")', 3, NOTARY, 'stop', {}, {}, 'reason_required'],
    ['the scheduler records no no-show before the visit day is over', 8, { role: 'system' }, 'no_show', {}, {}, 'not_allowed'],
    [
      'a technical failure needs its reason (README.md)',
      8,
      NOTARY,
      'technical_failure',
      { visitDate: '16.03.2027', visitTime: '10:00' },
      {},
      'reason_required',
    ],
    [
      'a technical failure needs a new time in the future',
      8,
      NOTARY,
      'technical_failure',
      { reason: 'Video link lost', visitDate: '14.03.2027', visitTime: '09:00' },
      {},
      'time_in_past',
    ],
    ['marking an act free of charge needs the reason (§3 "flag and reason")', 3, NOTARY, 'mark_free_of_charge', { reason: ' ' }, {}, 'reason_required'],
    ['removing the flag needs confirmation', 3, NOTARY, 'unmark_free_of_charge', {}, { freeOfCharge: true }, 'confirmation_required'],
  ])('%s', (_name, step, actor, action, input, overrides, error) => {
    expect(applyAction(act(step, overrides), actor, action, input, NOW)).toEqual({ ok: false, error });
  });

  it('issues no invoice for a free-of-charge act (§3): its payment formation is empty', () => {
    expect(applyAction(act(4, { invoices: [], freeOfCharge: true }), NOTARY, 'issue_invoices', {}, NOW)).toEqual({ ok: true, step: 5, state: 'draft' });
    expect(applyAction(act(7, { invoices: [], freeOfCharge: true }), APPLICANT, 'mark_paid', {}, NOW)).toEqual({
      ok: true,
      step: 8,
      state: 'awaiting_registration',
    });
  });

  it('marks the flag only while it is off, and removes it only while it is on', () => {
    expect(applyAction(act(3), NOTARY, 'mark_free_of_charge', OK_INPUT, NOW)).toEqual({ ok: true, step: 3, state: 'draft' });
    expect(applyAction(act(3, { freeOfCharge: true }), NOTARY, 'mark_free_of_charge', OK_INPUT, NOW)).toEqual({ ok: false, error: 'not_allowed' });
    expect(applyAction(act(3), NOTARY, 'unmark_free_of_charge', OK_INPUT, NOW)).toEqual({ ok: false, error: 'not_allowed' });
    expect(applyAction(act(5), NOTARY, 'mark_free_of_charge', OK_INPUT, NOW)).toEqual({ ok: false, error: 'not_allowed' });
  });

  it('accepts a time one minute ahead in Tashkent, refuses the current minute', () => {
    // NOW is 11:00 Tashkent on 14.03.2027.
    expect(applyAction(act(5), NOTARY, 'set_time', { visitDate: '14.03.2027', visitTime: '11:01' }, NOW).ok).toBe(true);
    expect(applyAction(act(5), NOTARY, 'set_time', { visitDate: '14.03.2027', visitTime: '11:00' }, NOW)).toEqual({ ok: false, error: 'time_in_past' });
  });
});

describe('applyAction: closed acts (spec §4 "stops operations")', () => {
  it.each(TERMINAL_ACT_STATES.flatMap((state) => ACT_ACTIONS.map((action) => [state, action] as const)))('%s act refuses %s', (state, action) => {
    for (const role of ['applicant', 'notary', 'party', 'system'] as const) {
      expect(applyAction(act(8, { state }), { role, partyStatus: null }, action, OK_INPUT, NOW)).toEqual({ ok: false, error: 'act_closed' });
    }
  });

  it('refuses everything but the no-show itself once the set time plus the grace is over, before the scheduler ran', () => {
    const after = new Date('2027-03-15T06:00:00Z');
    expect(applyAction(act(8), NOTARY, 'register', OK_INPUT, after)).toEqual({ ok: false, error: 'act_closed' });
    expect(applyAction(act(8), { role: 'system' }, 'no_show', {}, after)).toEqual({ ok: true, step: 8, state: 'inactive' });
    expect(applyAction(act(8), { role: 'system' }, 'no_show', {}, new Date('2027-03-15T05:59:59Z'))).toEqual({ ok: false, error: 'not_allowed' });
  });

  it('records the notary\'s "did not come" once the citizen is more than 15 minutes late (§9)', () => {
    const marked = act(8, { noShowMarkedOn: '15.03.2027' });
    expect(applyAction(marked, { role: 'system' }, 'no_show', {}, new Date('2027-03-15T05:16:00Z'))).toEqual({ ok: true, step: 8, state: 'inactive' });
    expect(applyAction(marked, { role: 'system' }, 'no_show', {}, new Date('2027-03-15T05:15:00Z'))).toEqual({ ok: false, error: 'not_allowed' });
  });

  it('lets the notary register a citizen who came, however late in the day (§9 late citizens are still served)', () => {
    expect(applyAction(act(8, { attended: true }), NOTARY, 'register', {}, new Date('2027-03-15T18:59:59Z'))).toEqual({ ok: true, step: 9, state: 'active' });
  });
});

describe('registration by video needs the room’s evidence (spec §1; docs/video.md, docs/signatures.md)', () => {
  const video = (evidence: VideoEvidence | undefined) => act(8, { regtype: 2, video: evidence });
  it.each<[string, LifecycleAct, ReturnType<typeof applyAction>]>([
    ['sealed, everyone identified and signed', video({ recordingSealed: true, unidentified: 0, signed: true }), { ok: true, step: 9, state: 'active' }],
    ['no recording sealed yet', video({ recordingSealed: false, unidentified: 0, signed: true }), { ok: false, error: 'recording_not_sealed' }],
    ['nothing known of the room', video(undefined), { ok: false, error: 'recording_not_sealed' }],
    ['a participant never identified', video({ recordingSealed: true, unidentified: 1, signed: true }), { ok: false, error: 'video_identity_missing' }],
    // Spec §1 "video conference needs … digital signature" (docs/signatures.md).
    [
      'someone has not signed the fixed document yet',
      video({ recordingSealed: true, unidentified: 0, signed: false }),
      { ok: false, error: 'signatures_missing' },
    ],
    ['an act in person needs none of it', act(8, { regtype: 1 }), { ok: true, step: 9, state: 'active' }],
  ])('%s', (_name, facts, result) => {
    expect(applyAction(facts, NOTARY, 'register', {}, NOW)).toEqual(result);
  });

  it.each<[ActStep, ActAction, ActStep, ActState]>([
    [8, 'return_to_set_time', 5, 'draft'],
    [7, 'return_to_set_time', 5, 'draft'],
    [8, 'switch_to_in_person', 8, 'awaiting_registration'],
    [5, 'switch_to_in_person', 5, 'draft'],
  ])('a participant refused the recording: at step %i the notary may %s (→ %i, %s)', (step, action, toStep, toState) => {
    expect(applyAction(act(step, { regtype: 2 }), NOTARY, action, { reason: 'Ishtirokchi yozuvga rozi emas' }, NOW)).toEqual({
      ok: true,
      step: toStep,
      state: toState,
    });
  });

  it.each<ActAction>(['return_to_set_time', 'switch_to_in_person'])('%s needs a reason and a video act', (action) => {
    expect(applyAction(act(8, { regtype: 2 }), NOTARY, action, {}, NOW)).toEqual({ ok: false, error: 'reason_required' });
    expect(applyAction(act(8, { regtype: 1 }), NOTARY, action, { reason: 'x' }, NOW)).toEqual({ ok: false, error: 'not_allowed' });
    expect(applyAction(act(8, { regtype: 2 }), APPLICANT, action, { reason: 'x' }, NOW)).toEqual({ ok: false, error: 'not_allowed' });
  });
});
