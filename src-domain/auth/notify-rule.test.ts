import { describe, expect, it } from 'vitest';
import { notifyReason, type NotifyCandidate } from './notify-rule.ts';

const act = (overrides: Partial<NotifyCandidate>): NotifyCandidate => ({
  state: 'draft',
  step: 1,
  visitDate: null,
  isApplicant: true,
  partyStatus: 'accepted',
  ...overrides,
});

describe('notification list (spec §2 screen 7, §4 steps)', () => {
  it.each([3, 6, 7])('asks the applicant at step %i', (step) => {
    expect(notifyReason(act({ step }))).toBe('decision');
  });
  it.each([1, 2, 4, 5, 9])('says nothing to the applicant at step %i', (step) => {
    expect(notifyReason(act({ step }))).toBeNull();
  });
  it('reminds of a registration visit at step 8, applicant or party', () => {
    expect(notifyReason(act({ step: 8, visitDate: '2026-11-25', state: 'awaiting_registration' }))).toBe('visit');
    expect(notifyReason(act({ step: 8, visitDate: '2026-11-25', isApplicant: false }))).toBe('visit');
    expect(notifyReason(act({ step: 8, visitDate: null }))).toBeNull();
  });
  it('shows an invitation awaiting the party’s answer (status null)', () => {
    expect(notifyReason(act({ step: 2, isApplicant: false, partyStatus: null }))).toBe('invitation');
  });
  it('does not ask a party who declined, nor a party for the applicant’s steps', () => {
    expect(notifyReason(act({ step: 8, visitDate: '2026-11-25', isApplicant: false, partyStatus: 'declined' }))).toBeNull();
    expect(notifyReason(act({ step: 6, isApplicant: false }))).toBeNull();
  });
  it.each(['active', 'cancelled', 'inactive', 'refused'] as const)('ignores acts in state %s', (state) => {
    expect(notifyReason(act({ step: 6, state }))).toBeNull();
  });
});
