import { describe, expect, it } from 'vitest';
import type { ActState } from './act-states.ts';
import { mayChangeNotary } from './notary-change.ts';

describe('mayChangeNotary', () => {
  it.each<[string, number, ActState, boolean]>([
    ['applicant', 1, 'draft', true],
    ['applicant', 2, 'draft', true],
    ['applicant', 3, 'draft', false],
    ['applicant', 5, 'draft', false],
    ['applicant', 9, 'active', false],
    ['applicant', 1, 'cancelled', false],
    ['applicant', 2, 'refused', false],
    ['party', 1, 'draft', false],
    ['notary', 2, 'draft', false],
    ['admin', 1, 'draft', false],
  ])('%s at step %i of a %s act may change the notary: %s (spec §1, §4 steps 1–2)', (role, step, state, allowed) => {
    expect(mayChangeNotary({ role, step, state })).toBe(allowed);
  });
});
