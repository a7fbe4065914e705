import { describe, expect, it } from 'vitest';
import { NO_SHOW_GRACE_MIN } from '../../constants.ts';
import type { ActState } from '../act-states.ts';
import type { ActStep } from '../steps.ts';
import { isNoShow, noShowDueAt, visitInstant, type VisitSchedule } from './no-show.ts';

// Set time 10:00 on 15.03.2027 in Tashkent (UTC+5): 05:00 UTC. Grace 60 minutes: due 06:00 UTC.
const act = (over: Partial<VisitSchedule> = {}): VisitSchedule => ({
  step: 8,
  state: 'awaiting_registration',
  visitDate: '15.03.2027',
  visitTime: '10:00',
  ...over,
});
const at = (tashkentTime: string, day = '15'): Date => new Date(`2027-03-${day}T${tashkentTime}:00+05:00`);

describe('the no-show rule (spec §4 "A no-show at the set time makes the act Inactive")', () => {
  it('reads the set time in Tashkent time (§9) and is due the grace later', () => {
    expect(NO_SHOW_GRACE_MIN).toBe(60);
    expect(visitInstant(act())?.toISOString()).toBe('2027-03-15T05:00:00.000Z');
    expect(noShowDueAt(act())?.toISOString()).toBe('2027-03-15T06:00:00.000Z');
  });

  it.each<[string, Partial<VisitSchedule>, Date, boolean]>([
    // By the server's clock.
    ['step 8, at the set time', {}, at('10:00'), false],
    ['step 8, 15 minutes late: still on time (§9)', {}, at('10:15'), false],
    ['step 8, 16 minutes late: in the general queue’s time, not yet lapsed', {}, at('10:16'), false],
    ['step 8, one second before the grace ends', {}, new Date(at('11:00').getTime() - 1000), false],
    ['step 8, the grace over', {}, at('11:00'), true],
    ['step 7 (payment), the grace over', { step: 7, state: 'draft' }, at('11:00'), true],
    ['step 8, the next day', {}, at('09:00', '16'), true],
    // By the notary's "did not come" on a booking of the visit day.
    ['marked "did not come" on the visit day, 16 minutes late', { noShowMarkedOn: '15.03.2027' }, at('10:16'), true],
    ['marked "did not come" exactly 15 minutes late: still on time', { noShowMarkedOn: '15.03.2027' }, at('10:15'), false],
    ['marked "did not come" on a booking of another day', { noShowMarkedOn: '14.03.2027' }, at('10:30'), false],
    // Whoever came is never a no-show: arrived in their slot, in the general queue, or in the video room.
    ['arrived (slot or general queue), the grace long over', { attended: true }, at('23:59'), false],
    ['arrived, the next day', { attended: true }, at('12:00', '16'), false],
    ['arrived and a stale "did not come"', { attended: true, noShowMarkedOn: '15.03.2027' }, at('10:30'), false],
    // Only confirmed times of unregistered, open acts.
    ['step 6: the time only proposed (§8 "ask the notary to set a new one")', { step: 6, state: 'draft' }, at('12:00', '16'), false],
    ['step 5: no time yet', { step: 5, state: 'draft', visitDate: null, visitTime: null }, at('12:00', '16'), false],
    ['step 9: registered', { step: 9, state: 'active' }, at('12:00', '16'), false],
    ['no time set', { visitDate: null, visitTime: null }, at('12:00', '16'), false],
    ['no hour set', { visitTime: null }, at('12:00', '16'), false],
  ])('%s → %s', (_, over, now, expected) => {
    expect(isNoShow(act(over), now)).toBe(expected);
  });

  it.each<ActStep>([1, 2, 3, 4])('never at step %i', (step) => {
    expect(isNoShow(act({ step, state: 'draft' }), at('12:00', '16'))).toBe(false);
  });

  it.each<ActState>(['inactive', 'cancelled', 'refused', 'stopped', 'annulled', 'destroyed'])('not again for a %s act', (state) => {
    expect(isNoShow(act({ state }), at('12:00', '16'))).toBe(false);
    expect(isNoShow(act({ state, noShowMarkedOn: '15.03.2027' }), at('10:30'))).toBe(false);
  });
});
