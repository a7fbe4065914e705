import { describe, expect, it } from 'vitest';
import { applicantEntersPartiesAndSubjects, isRegtypeAllowed } from './simplified-act.ts';

describe('simplified act (spec §2 screen 12 "new simplified act"; docs/decisions 0009)', () => {
  it.each([
    [false, 1, true],
    [false, 2, true],
    [true, 1, true],
    [true, 2, false],
  ] as const)('simplified %s, registration type %i: allowed %s', (simplified, regtype, allowed) => {
    expect(isRegtypeAllowed(simplified, regtype)).toBe(allowed);
  });

  it('leaves the parties and subjects of a simplified act to the notary', () => {
    expect(applicantEntersPartiesAndSubjects({ simplified: true })).toBe(false);
    expect(applicantEntersPartiesAndSubjects({ simplified: false })).toBe(true);
  });
});
