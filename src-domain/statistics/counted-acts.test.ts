import { describe, expect, it } from 'vitest';
import { ACT_STATES, type ActState } from '../acts/act-states.ts';
import { isCountedAct, STATISTICS_COUNTED_STATES } from './counted-acts.ts';

// Spec §1 "statistics": the statistics count registered acts (decision 0005).
describe('which acts the statistics count (spec §1 statistics)', () => {
  it.each<[ActState, string | null, boolean]>([
    ['active', '2026-03-01', true],
    ['cancelled', '2026-03-01', true],
    ['annulled', '2026-03-01', true],
    ['destroyed', '2026-03-01', true],
    ['cancelled', null, false],
    ['active', null, false],
    ['draft', null, false],
    ['awaiting_registration', null, false],
    ['inactive', null, false],
    ['refused', null, false],
    ['stopped', null, false],
    // A registry date on a state that was never registered is not trusted.
    ['draft', '2026-03-01', false],
    ['inactive', '2026-03-01', false],
  ])('%s with regdate %s counts: %s', (state, regdate, counted) => {
    expect(isCountedAct({ state, regdate })).toBe(counted);
  });

  it('counts only states of the act state list', () => {
    for (const state of STATISTICS_COUNTED_STATES) expect(ACT_STATES).toContain(state);
  });
});
