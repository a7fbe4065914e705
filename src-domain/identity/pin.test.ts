import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PinSchema } from './pin.ts';

describe('PinSchema', () => {
  it.each([
    ['12345678901234', '12345678901234'],
    [' 31234567890123 ', '31234567890123'],
  ])('accepts %j as a pin of 14 digits (spec §5, §9)', (input, output) => {
    expect(v.parse(PinSchema, input)).toBe(output);
  });

  it.each([
    ['', 'error_required_pin', 'is required'],
    ['   ', 'error_required_pin', 'is required'],
    [undefined, 'error_required_pin', 'is required'],
    ['1234567890123', 'error_wrong_pin_length', 'has 14 digits, not 13'],
    ['123456789012345', 'error_wrong_pin_length', 'has 14 digits, not 15'],
    ['1234567890123A', 'error_pin_digits_only', 'has digits only'],
    ['1234 567890123', 'error_pin_digits_only', 'has digits only'],
  ])('rejects %j with %s: a pin %s (spec §5)', (input, key, _what) => {
    expect(v.safeParse(PinSchema, input).issues?.[0]?.message).toBe(key);
  });
});
