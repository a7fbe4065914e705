import { describe, expect, it } from 'vitest';
import { ACT_ACTIONS, type ActAction } from './act-actions.ts';
import { PARTY_STATUSES, type PartyStatus } from './act-actors.ts';
import { applyAction } from './apply-action.ts';
import { isAwaitingAnswer, nextPartyStatus, PARTY_ACTIONS, unansweredParties } from './party-status.ts';

/** Spec §3 "status (null awaiting confirmation, accepted, declined)"; §4 "can exit the deal". */
const MOVES: readonly [PartyStatus, ActAction, PartyStatus][] = [
  [null, 'accept_invitation', 'accepted'],
  [null, 'decline_invitation', 'declined'],
  ['accepted', 'exit_deal', 'exited'],
];

describe('party invitation status (spec §4 "A party can accept or reject an invitation")', () => {
  it('has exactly the three party actions', () => {
    expect([...PARTY_ACTIONS].sort()).toEqual(['accept_invitation', 'decline_invitation', 'exit_deal']);
  });

  it.each(PARTY_STATUSES.flatMap((status) => ACT_ACTIONS.map((action) => [status, action] as const)))('from %j by %s', (status, action) => {
    const move = MOVES.find(([from, by]) => from === status && by === action);
    expect(nextPartyStatus(status, action)).toBe(move?.[2]);
  });

  it('applies through the table at a step before registration', () => {
    const act = { step: 5, state: 'draft', visitDate: null, visitTime: null, invoices: [], freeOfCharge: false } as const;
    const now = new Date('2027-03-14T06:00:00Z');
    expect(applyAction(act, { role: 'party', partyStatus: null }, 'accept_invitation', {}, now)).toEqual({
      ok: true,
      step: 5,
      state: 'draft',
      partyStatus: 'accepted',
    });
    expect(applyAction(act, { role: 'party', partyStatus: 'accepted' }, 'exit_deal', {}, now)).toEqual({ ok: false, error: 'confirmation_required' });
    expect(applyAction(act, { role: 'party', partyStatus: 'accepted' }, 'exit_deal', { confirmed: true }, now)).toMatchObject({ partyStatus: 'exited' });
    expect(applyAction(act, { role: 'party', partyStatus: 'declined' }, 'accept_invitation', {}, now)).toEqual({ ok: false, error: 'not_allowed' });
  });

  it('no longer moves after registration (step 9)', () => {
    const registered = { step: 9, state: 'active', visitDate: null, visitTime: null, invoices: [], freeOfCharge: false } as const;
    expect(applyAction(registered, { role: 'party', partyStatus: 'accepted' }, 'exit_deal', { confirmed: true }, new Date())).toEqual({
      ok: false,
      error: 'not_allowed',
    });
  });

  it('counts only null as awaiting an answer', () => {
    expect(PARTY_STATUSES.filter(isAwaitingAnswer)).toEqual([null]);
  });
});

describe('unansweredParties (spec §3 "null awaiting confirmation")', () => {
  it('lists the parties without an answer, never the applicant, whatever its row says', () => {
    const parties = [
      { name: 'applicant', status: null, isApplicant: true },
      { name: 'not invited', status: null, isApplicant: false },
      { name: 'accepted', status: 'accepted', isApplicant: false },
      { name: 'declined', status: 'declined', isApplicant: false },
      { name: 'exited', status: 'exited', isApplicant: false },
      { name: 'invited', status: null, isApplicant: false },
    ] as const;
    expect(unansweredParties(parties).map((party) => party.name)).toEqual(['not invited', 'invited']);
  });
});
