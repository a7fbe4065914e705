import { describe, expect, it } from 'vitest';
import { ACT_ACTIONS } from '../acts/lifecycle/act-actions.ts';
import { refundCauseOf, refundedPurposes } from './refund-policy.ts';

describe('which end of an act refunds what (docs/decisions/0033-refund-policy.md, spec §4)', () => {
  it.each([
    ['the notary cancels (§4 "cancel (a reason is shown)")', 'cancel', 7, 'notary_cancelled', ['state_duty', 'service', 'other']],
    ['the notary stops the process (§4)', 'stop', 8, 'notary_stopped', ['state_duty', 'service', 'other']],
    ['the notary refuses (§4)', 'refuse', 6, 'notary_refused', ['state_duty', 'service', 'other']],
    ['the applicant annuls before registration (§4)', 'annul', 7, 'applicant_annulled', ['state_duty']],
    ['the act lapses by the no-show rule (§4)', 'no_show', 8, 'no_show', ['state_duty']],
  ] as const)('%s → %s', (_name, action, step, cause, purposes) => {
    expect(refundCauseOf(action, step)).toBe(cause);
    expect(refundedPurposes(cause)).toEqual(purposes);
  });

  it('refunds nothing for the notary’s annulment of a registered act: the service was rendered', () => {
    expect(refundCauseOf('annul', 9)).toBeNull();
  });

  it('refunds nothing for any other action, a technical failure included (the fee carries over)', () => {
    const ending = new Set(['cancel', 'stop', 'refuse', 'annul', 'no_show']);
    for (const action of ACT_ACTIONS.filter((a) => !ending.has(a))) expect(refundCauseOf(action, 8)).toBeNull();
  });

  it('returns a double or late payment whole', () => {
    expect(refundedPurposes('double_payment')).toEqual(['state_duty', 'service', 'other']);
    expect(refundedPurposes('not_payable')).toEqual(['state_duty', 'service', 'other']);
  });
});
