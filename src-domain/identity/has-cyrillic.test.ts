import { describe, expect, it } from 'vitest';
import { hasCyrillic } from './has-cyrillic.ts';

describe('hasCyrillic', () => {
  it.each([
    ['AA', false],
    ['aa', false],
    ['АА', true],
    ['AА', true],
    ['ўқ', true],
    ['ҒҲ', true],
    ['o‘g‘', false],
    ['', false],
    ['1234567', false],
  ])('%j → %s: warns when Cyrillic is typed where Latin is needed (spec §5)', (text, expected) => {
    expect(hasCyrillic(text)).toBe(expected);
  });
});
