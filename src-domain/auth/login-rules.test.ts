import { describe, expect, it } from 'vitest';
import { isOldEnoughToLogIn } from './login-rules.ts';

describe('who may log in', () => {
  it.each([
    ['2008-11-22', true],
    ['2008-11-23', false],
    ['1951-02-10', true],
  ])('born %s may log in on 2026-11-22: %s', (birth, expected) => {
    const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
    expect(isOldEnoughToLogIn({ year, month, day }, { year: 2026, month: 11, day: 22 })).toBe(expected);
  });
});
