import { describe, expect, it } from 'vitest';
import { documentMatches } from './document-match.ts';

const REGISTRY = { series: 'AD', number: '1122334' };

describe('documentMatches (a typed document against the civil registry, spec §5)', () => {
  it.each([
    ['the same series and number', { series: 'AD', number: '1122334' }, true],
    ['the series in lower case (spec §5 "always uppercase")', { series: 'ad', number: '1122334' }, true],
    ['spaces around what was typed', { series: ' AD ', number: '1122334 ' }, true],
    ['another number', { series: 'AD', number: '1122335' }, false],
    ['another series', { series: 'AB', number: '1122334' }, false],
    ['no series', { series: '', number: '1122334' }, false],
    ['the number without its leading digit', { series: 'AD', number: '122334' }, false],
  ])('%s → %s', (_case, typed, expected) => {
    expect(documentMatches(REGISTRY, typed)).toBe(expected);
  });
});
