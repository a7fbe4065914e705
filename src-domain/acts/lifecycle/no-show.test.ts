import { describe, expect, it } from 'vitest';
import type { ActState } from '../act-states.ts';
import type { ActStep } from '../steps.ts';
import { isNoShow, visitDayEnd, visitInstant, type VisitSchedule } from './no-show.ts';

// Visit 10:00 on 15.03.2027 in Tashkent (UTC+5): 05:00 UTC; the day ends at 19:00 UTC.
const visit = (step: ActStep, state: ActState = 'draft'): VisitSchedule => ({ step, state, visitDate: '15.03.2027', visitTime: '10:00' });
const LAST_MOMENT = new Date('2027-03-15T18:59:59.999Z');
const MIDNIGHT_TASHKENT = new Date('2027-03-15T19:00:00Z');

describe('the no-show rule (spec §4 "A no-show at the set time makes the act Inactive")', () => {
  it('reads the visit in Tashkent time (§9)', () => {
    expect(visitInstant(visit(8))?.toISOString()).toBe('2027-03-15T05:00:00.000Z');
    expect(visitDayEnd(visit(8))?.toISOString()).toBe('2027-03-15T19:00:00.000Z');
  });

  it.each([7, 8] as const)('at step %i: not during the visit day, yes from midnight in Tashkent', (step) => {
    expect(isNoShow(visit(step), new Date('2027-03-15T05:30:00Z'))).toBe(false);
    expect(isNoShow(visit(step), LAST_MOMENT)).toBe(false);
    expect(isNoShow(visit(step), MIDNIGHT_TASHKENT)).toBe(true);
  });

  it('holds for an act awaiting registration', () => {
    expect(isNoShow(visit(8, 'awaiting_registration'), MIDNIGHT_TASHKENT)).toBe(true);
  });

  it.each([1, 2, 3, 4, 5, 6, 9] as const)('never at step %i (time not set, only proposed, or registered)', (step) => {
    expect(isNoShow(visit(step, step === 9 ? 'active' : 'draft'), new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it.each(['inactive', 'cancelled', 'refused', 'stopped', 'annulled'] as const)('not again for a %s act', (state) => {
    expect(isNoShow(visit(8, state), MIDNIGHT_TASHKENT)).toBe(false);
  });

  it('not without a visit date', () => {
    expect(isNoShow({ step: 8, state: 'draft', visitDate: null, visitTime: null }, MIDNIGHT_TASHKENT)).toBe(false);
    expect(visitInstant({ step: 8, state: 'draft', visitDate: '15.03.2027', visitTime: null })).toBeNull();
  });
});
