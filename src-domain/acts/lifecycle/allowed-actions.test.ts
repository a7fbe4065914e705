import { describe, expect, it } from 'vitest';
import { ACT_STATES, TERMINAL_ACT_STATES } from '../act-states.ts';
import { ACT_STEP_VALUES, type ActStep } from '../steps.ts';
import { ACT_ACTIONS, type ActAction } from './act-actions.ts';
import { ACT_ACTORS, PARTY_STATUSES, type ActActor, type PartyStatus } from './act-actors.ts';
import { allowedActions, findTransition } from './allowed-actions.ts';
import { TRANSITIONS } from './transition-table.ts';

type Cell = readonly [step: ActStep, actor: ActActor, action: ActAction, partyStatus?: PartyStatus];

const range = (from: number, to: number): ActStep[] => ACT_STEP_VALUES.filter((step) => step >= from && step <= to);
const at = (steps: readonly ActStep[], actor: ActActor, action: ActAction, partyStatus?: PartyStatus): Cell[] =>
  steps.map((step) => [step, actor, action, partyStatus] as const);

/** Written by hand from spec §4 and README.md, independently of TRANSITIONS. */
const ALLOWED: readonly Cell[] = [
  // §4 "1 to 2: applicant sends the act to the notary"
  [1, 'applicant', 'send_to_notary'],
  // §4 "2: the notary checks and may return to step 1 with remarks"
  [2, 'notary', 'return_with_remarks'],
  [2, 'notary', 'accept_check'],
  // §4 "3: applicant confirms (to 4) or returns to Preparation"
  [3, 'applicant', 'confirm'],
  [3, 'applicant', 'return_to_preparation'],
  // §4 "4: wait for the notary to issue invoices"; "5: … to set date and time"
  [4, 'notary', 'issue_invoices'],
  [5, 'notary', 'set_time'],
  // §4 "6: applicant confirms the time or asks for another"
  [6, 'applicant', 'confirm_time'],
  [6, 'applicant', 'ask_other_time'],
  // §4 "7: … the applicant marks payment made"; "9: registered"
  [7, 'applicant', 'mark_paid'],
  [8, 'notary', 'register'],
  // §4 "The applicant can go back one step" — undoing only the applicant's own move
  ...at([2, 4, 7, 8], 'applicant', 'back_one_step'),
  // §4 "… delete the act, or annul it": delete before invoices, annul before registration
  ...at(range(1, 3), 'applicant', 'delete'),
  ...at(range(1, 8), 'applicant', 'annul'),
  // §6 "Notary: … annuls" a registered act
  [9, 'notary', 'annul'],
  // §4 "The notary can refuse …, cancel … or stop the process" while the act is with them
  ...at(range(2, 8), 'notary', 'refuse'),
  ...at(range(2, 8), 'notary', 'cancel'),
  ...at(range(2, 8), 'notary', 'stop'),
  // §4 "A no-show at the set time makes the act Inactive" (confirmed time: steps 7–8)
  ...at([7, 8], 'system', 'no_show'),
  // §4 "A party can accept or reject an invitation … and can exit the deal"
  ...at(range(1, 8), 'party', 'accept_invitation', null),
  ...at(range(1, 8), 'party', 'decline_invitation', null),
  ...at(range(1, 8), 'party', 'exit_deal', 'accepted'),
  // README.md: a registration that fails for technical reasons gets a new time (confirmed time: steps 7–8)
  ...at([7, 8], 'notary', 'technical_failure'),
];

function expectedAllowed(step: ActStep, actor: ActActor, action: ActAction, partyStatus?: PartyStatus): boolean {
  return ALLOWED.some(([s, a, act, status]) => s === step && a === actor && act === action && (actor !== 'party' || status === partyStatus));
}

const openStateFor = (step: ActStep) => (step === 9 ? 'active' : step === 8 ? 'awaiting_registration' : 'draft');

const CELLS = ACT_STEP_VALUES.flatMap((step) =>
  ACT_ACTORS.flatMap((actor) =>
    (actor === 'party' ? PARTY_STATUSES : [undefined]).flatMap((partyStatus) => ACT_ACTIONS.map((action) => [step, actor, partyStatus, action] as const)),
  ),
);

describe('the transition table, cell by cell (spec §4 "Notarial act steps", §6)', () => {
  it('covers every step × actor × action (and every party status)', () => {
    expect(CELLS).toHaveLength(9 * (4 + PARTY_STATUSES.length) * ACT_ACTIONS.length);
  });

  it.each(CELLS)('step %i, %s (party status %j): %s', (step, actor, partyStatus, action) => {
    const expected = expectedAllowed(step, actor, action, partyStatus);
    const query = { step, state: openStateFor(step), actor, partyStatus } as const;
    expect(allowedActions(query).includes(action)).toBe(expected);
    expect(findTransition(query, action) !== undefined).toBe(expected);
  });

  it('offers the free-of-charge flag (§3) to the notary before the invoices, by its current value', () => {
    for (const step of ACT_STEP_VALUES) {
      const query = { step, state: openStateFor(step), actor: 'notary' } as const;
      const beforeInvoices = step >= 2 && step <= 4;
      expect(allowedActions({ ...query, freeOfCharge: false }).includes('mark_free_of_charge')).toBe(beforeInvoices);
      expect(allowedActions({ ...query, freeOfCharge: false }).includes('unmark_free_of_charge')).toBe(false);
      expect(allowedActions({ ...query, freeOfCharge: true }).includes('unmark_free_of_charge')).toBe(beforeInvoices);
      expect(allowedActions({ ...query, freeOfCharge: true }).includes('mark_free_of_charge')).toBe(false);
    }
    expect(allowedActions({ step: 3, state: 'draft', actor: 'applicant', freeOfCharge: false })).not.toContain('mark_free_of_charge');
  });

  it('allows steps 1–7 in draft and step 8 in either open state', () => {
    expect(allowedActions({ step: 8, state: 'draft', actor: 'notary' })).toContain('register');
    expect(allowedActions({ step: 3, state: 'awaiting_registration', actor: 'applicant' })).toContain('confirm');
  });

  it.each(ACT_STEP_VALUES.flatMap((step) => TERMINAL_ACT_STATES.map((state) => [step, state] as const)))(
    'allows nothing at step %i once %s (spec §4 "stops operations")',
    (step, state) => {
      for (const actor of ACT_ACTORS) {
        for (const partyStatus of PARTY_STATUSES) expect(allowedActions({ step, state, actor, partyStatus })).toEqual([]);
      }
    },
  );

  it.each(ACT_STATES.filter((state) => state !== 'active'))('allows nothing at step 9 in state %s', (state) => {
    expect(allowedActions({ step: 9, state, actor: 'notary' })).toEqual([]);
  });

  it.each(range(1, 8))('allows nothing at step %i of an active (registered) act: inconsistent data', (step) => {
    for (const actor of ACT_ACTORS) expect(allowedActions({ step, state: 'active', actor, partyStatus: null })).toEqual([]);
  });

  it('offers a party nothing when its invitation status is unknown', () => {
    expect(allowedActions({ step: 1, state: 'draft', actor: 'party' })).toEqual([]);
  });

  it('has at most one row per step, actor, action and party status, so the outcome is unambiguous', () => {
    const keys = TRANSITIONS.flatMap((row) =>
      row.fromSteps.flatMap((step) => (row.fromPartyStatuses ?? [undefined]).map((status) => `${step}|${row.actor}|${row.action}|${String(status)}`)),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('video acts: leaving video is offered only for an act by video (docs/video.md)', () => {
  it.each(range(1, 9))('step %i', (step) => {
    const query = { step, state: openStateFor(step), actor: 'notary' } as const;
    const video = allowedActions({ ...query, regtype: 2 });
    expect(video.includes('return_to_set_time')).toBe(step >= 6 && step <= 8);
    expect(video.includes('switch_to_in_person')).toBe(step >= 5 && step <= 8);
    const inPerson = allowedActions({ ...query, regtype: 1 });
    expect(inPerson.some((action) => action === 'return_to_set_time' || action === 'switch_to_in_person')).toBe(false);
  });
});
