import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuthIdentitySchema } from './auth-identity.ts';

const VALID = { pin: '12345678901234', passserial: 'aa', passnum: '1234567' };

describe('AuthIdentitySchema', () => {
  it('accepts the login pre-check payload and upper-cases the series (spec §3, §7 /check_before_auth)', () => {
    expect(v.parse(AuthIdentitySchema, VALID)).toEqual({ pin: '12345678901234', passserial: 'AA', passnum: '1234567' });
  });

  it.each([
    [{ ...VALID, pin: '' }, 'pin', 'error_required_pin'],
    [{ passserial: 'AA', passnum: '1234567' }, 'pin', 'error_required_pin'],
    [{ pin: '12345678901234', passnum: '1234567' }, 'passserial', 'error_required_passserial'],
    [{ pin: '12345678901234', passserial: 'AA' }, 'passnum', 'error_required_passnum'],
    [{ ...VALID, passserial: 'AAA' }, 'passserial', 'error_wrong_passserial_length'],
    [{ ...VALID, passserial: 'АА' }, 'passserial', 'error_passserial_latin_only'],
    [{ ...VALID, passnum: '' }, 'passnum', 'error_required_passnum'],
    [{ ...VALID, passnum: '123' }, 'passnum', 'error_wrong_passnum_length'],
  ])('rejects %j at %s with %s (spec §5)', (input, field, key) => {
    const issue = v.safeParse(AuthIdentitySchema, input).issues?.[0];
    expect(issue && v.getDotPath(issue)).toBe(field);
    expect(issue?.message).toBe(key);
  });

  it.each([null, 'pin=1', 42])('rejects the non-object payload %j (spec §8: 400, not 500)', (input) => {
    expect(v.safeParse(AuthIdentitySchema, input).issues?.[0]?.message).toBe('error_invalid_value');
  });
});
