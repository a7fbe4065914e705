import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from './normalize-phone.ts';
import { PhoneSchema } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['901234567', '901234567'],
    ['(90) 123 45 67', '901234567'],
    ['+998 90 123-45-67', '901234567'],
    ['998901234567', '901234567'],
    ['99890123456', '99890123456'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normalizePhone(input)).toBe(output);
  });
});

describe('PhoneSchema', () => {
  it.each([
    ['901234567', '901234567'],
    ['(99) 876 54 32', '998765432'],
    ['+998 (90) 123 45 67', '901234567'],
  ])('accepts %j as the 9-digit national number %j (spec §5)', (input, output) => {
    expect(v.parse(PhoneSchema, input)).toBe(output);
  });

  it.each([
    ['', 'error_required_phone', 'an empty phone'],
    [undefined, 'error_required_phone', 'a missing phone'],
    ['90123456', 'error_wrong_phone_length', 'a phone of 8 digits'],
    ['9012345678', 'error_wrong_phone_length', 'a phone of 10 digits'],
    ['90123456a', 'error_wrong_phone_length', 'a phone with a letter'],
  ])('rejects %j with %s: %s (spec §5)', (input, key, _what) => {
    expect(v.safeParse(PhoneSchema, input).issues?.[0]?.message).toBe(key);
  });
});
