import { describe, expect, it } from 'vitest';
import { containsPattern, foldSearchText } from './search-text.ts';

describe('search folding', () => {
  it('folds case and every apostrophe form, so "o\'g\'li" finds "o‘g‘li"', () => {
    expect(foldSearchText('Alisher O‘G‘LI')).toBe(foldSearchText("alisher o'g'li"));
    expect(foldSearchText('Ra’no')).toBe(foldSearchText('raʼno'));
    expect(foldSearchText('САИДОВА  Гулнора')).toBe('саидова гулнора');
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
