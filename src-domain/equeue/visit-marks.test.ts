import { describe, expect, it } from 'vitest';
import { allowedMarks, generalQueuePlaces, markRefusal, queueOnArrival, type VisitFacts } from './visit-marks.ts';

const START = new Date('2026-11-23T05:00:00Z'); // 10:00 in Tashkent
const at = (minutes: number, seconds = 0) => new Date(START.getTime() + minutes * 60_000 + seconds * 1000);
const BOOKED: VisitFacts = { state: 'active', start: START, arrivedAt: null };

describe('the notary’s marks on the day’s bookings (spec §9: "a citizen more than 15 minutes late is served in the general queue")', () => {
  it.each([
    ['20 minutes early', at(-20), 'appointment'],
    ['on time', at(0), 'appointment'],
    ['exactly 15 minutes late (not more than 15)', at(15), 'appointment'],
    ['15 min 1 s late', at(15, 1), 'general'],
    ['two hours late', at(120), 'general'],
  ] as const)('arriving %s joins the %s queue', (_name, arrival, queue) => {
    expect(queueOnArrival(START, arrival)).toBe(queue);
  });

  it.each([
    ['arrived, booked, on the day', 'arrived', BOOKED, at(-30), null],
    ['arrived, the day before', 'arrived', BOOKED, at(-24 * 60), 'not_today'],
    ['arrived, the day after', 'arrived', BOOKED, at(24 * 60), 'not_today'],
    ['arrived twice', 'arrived', { ...BOOKED, arrivedAt: at(0) }, at(5), 'already_arrived'],
    ['arrived after "did not come" (came late after all)', 'arrived', { ...BOOKED, state: 'no_show' }, at(90), null],
    ['arrived on a cancelled booking', 'arrived', { ...BOOKED, state: 'cancelled' }, at(0), 'closed'],
    ['served after arriving', 'served', { ...BOOKED, arrivedAt: at(0) }, at(20), null],
    ['served without arriving', 'served', BOOKED, at(20), 'not_arrived'],
    ['served twice', 'served', { ...BOOKED, state: 'served', arrivedAt: at(0) }, at(30), 'closed'],
    ['did not come, 15 minutes late (still on time)', 'no_show', BOOKED, at(15), 'not_late_yet'],
    ['did not come, 15 min 1 s late', 'no_show', BOOKED, at(15, 1), null],
    ['did not come, but had arrived', 'no_show', { ...BOOKED, arrivedAt: at(0) }, at(40), 'already_arrived'],
    ['did not come, twice', 'no_show', { ...BOOKED, state: 'no_show' }, at(40), 'closed'],
  ] as const)('%s → %s', (_name, mark, visit, now, refusal) => {
    expect(markRefusal(mark, visit, now)).toBe(refusal);
  });

  it('offers the marks that apply now', () => {
    expect(allowedMarks(BOOKED, at(5))).toEqual(['arrived']);
    expect(allowedMarks(BOOKED, at(16))).toEqual(['arrived', 'no_show']);
    expect(allowedMarks({ ...BOOKED, arrivedAt: at(1) }, at(16))).toEqual(['served']);
  });

  it('places the late arrivals not yet received in the order they came, from 1', () => {
    const visits = [
      { id: 1, queue: 'general' as const, state: 'active' as const, arrivedAt: at(40) },
      { id: 2, queue: 'appointment' as const, state: 'active' as const, arrivedAt: at(-5) },
      { id: 3, queue: 'general' as const, state: 'active' as const, arrivedAt: at(20) },
      { id: 4, queue: 'general' as const, state: 'served' as const, arrivedAt: at(16) },
      { id: 5, queue: 'general' as const, state: 'active' as const, arrivedAt: at(40) },
      { id: 6, queue: null, state: 'active' as const, arrivedAt: null },
    ];
    expect([...generalQueuePlaces(visits)]).toEqual([
      [3, 1],
      [1, 2],
      [5, 3],
    ]);
  });
});
