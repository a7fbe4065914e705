import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatHandoffCode, HANDOFF_CODE_ALPHABET, HandoffCodeSchema, handoffLink } from './handoff-code.ts';

/** docs/decisions/0044-act-handoff-code.md: what a person may type for the code a terminal shows. */
describe('the handoff code as typed', () => {
  it.each([
    ['ABCD-EFGH', 'ABCDEFGH'],
    ['abcd efgh', 'ABCDEFGH'],
    [' 2345 6789 ', '23456789'],
    ['XYZW-2345', 'XYZW2345'],
  ])('%j is the code %s', (typed, code) => {
    expect(v.parse(HandoffCodeSchema, typed)).toBe(code);
  });

  it.each([
    ['ABCDEFG', 'one character short'],
    ['ABCDEFGHJ', 'one too many'],
    ['ABCD0FGH', '0 is not in the alphabet (looks like O)'],
    ['ABCD1FGH', '1 is not in the alphabet (looks like I and L)'],
    ['ABCDOFGH', 'O is not in the alphabet'],
    ['ABCDÉFGH', 'a letter outside the alphabet'],
    ['', 'nothing'],
    ['A'.repeat(40), 'a long string'],
  ])('%j is refused (%s)', (typed) => {
    const result = v.safeParse(HandoffCodeSchema, typed);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues[0]?.message).toBe('handoff_code_format');
  });

  it('refuses what is not text', () => {
    expect(v.safeParse(HandoffCodeSchema, 12345678).success).toBe(false);
  });

  it('has no look-alike characters', () => {
    for (const lookalike of ['0', 'O', '1', 'I', 'L', 'U', 'V']) expect(HANDOFF_CODE_ALPHABET).not.toContain(lookalike);
  });

  it('prints in two groups of four and links to my acts', () => {
    expect(formatHandoffCode('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(handoffLink('https://e-notarius.uz/', 'ABCDEFGH')).toBe('https://e-notarius.uz/my_notarial_act?handoff=ABCDEFGH');
  });
});
