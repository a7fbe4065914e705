import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PASSPORT_NUMBER_PLACEHOLDER, PassportNumberSchema } from './passport-number.ts';

describe('PassportNumberSchema', () => {
  it.each([
    ['1234567', '1234567'],
    ['0000001', '0000001'],
    [' 7654321 ', '7654321'],
  ])('accepts %j as a number of 7 digits (spec §5, §9)', (input, output) => {
    expect(v.parse(PassportNumberSchema, input)).toBe(output);
  });

  it.each([
    ['', 'error_required_passnum', 'an empty number'],
    [undefined, 'error_required_passnum', 'a missing number'],
    ['123456', 'error_wrong_passnum_length', 'a number of 6 digits'],
    ['12345678', 'error_wrong_passnum_length', 'a number of 8 digits'],
    ['12345A7', 'error_passnum_digits_only', 'a number with a letter'],
  ])('rejects %j with %s: %s (spec §5)', (input, key, _what) => {
    expect(v.safeParse(PassportNumberSchema, input).issues?.[0]?.message).toBe(key);
  });

  it('shows 0000000 as the placeholder (spec §5)', () => {
    expect(PASSPORT_NUMBER_PLACEHOLDER).toBe('0000000');
  });
});
