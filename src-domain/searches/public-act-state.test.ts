import { describe, expect, it } from 'vitest';
import { ACT_STATES } from '../acts/act-states.ts';
import { PUBLIC_ACT_STATES, publicActState } from './public-act-state.ts';

describe('publicActState (spec screen 11)', () => {
  it('keeps active and annulled, and calls every other state cancelled', () => {
    expect(publicActState('active')).toBe('active');
    expect(publicActState('annulled')).toBe('annulled');
    expect(publicActState('cancelled')).toBe('cancelled');
    expect(publicActState('destroyed')).toBe('cancelled');
  });

  it('never answers outside the three public states', () => {
    for (const state of ACT_STATES) expect(PUBLIC_ACT_STATES).toContain(publicActState(state));
  });
});
