import { describe, expect, it } from 'vitest';
import type { ActState } from '../acts/act-states.ts';
import { isSigningOpen } from './signing-window.ts';

describe('the signing window: step 8 of an act by video (spec §3 regtype, §4 step 8)', () => {
  it.each<[number, number, ActState, boolean]>([
    [2, 8, 'awaiting_registration', true],
    [1, 8, 'awaiting_registration', false],
    [2, 7, 'draft', false],
    [2, 9, 'active', false],
    [2, 8, 'cancelled', false],
  ])('regtype %i, step %i, %s → %s', (regtype, step, state, open) => {
    expect(isSigningOpen({ regtype, step, state })).toBe(open);
  });
});
