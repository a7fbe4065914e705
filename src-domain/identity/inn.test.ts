import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InnSchema } from './inn.ts';

describe('InnSchema', () => {
  it.each([
    ['123456789', '123456789'],
    [' 301234567 ', '301234567'],
  ])('accepts %j as an inn of 9 digits (spec §5, §9)', (input, output) => {
    expect(v.parse(InnSchema, input)).toBe(output);
  });

  it.each([
    ['', 'error_required_inn', 'an empty inn'],
    ['12345678', 'error_wrong_inn_length', 'an inn of 8 digits'],
    ['1234567890', 'error_wrong_inn_length', 'an inn of 10 digits'],
    ['12345678A', 'error_wrong_inn_length', 'an inn with a letter'],
  ])('rejects %j with %s: %s (spec §5)', (input, key, _what) => {
    expect(v.safeParse(InnSchema, input).issues?.[0]?.message).toBe(key);
  });
});
