import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactPhoneBodySchema, PhoneConfirmBodySchema } from '../http/routes/contact-phone.ts';
import { codeVerdict, PHONE_CODE_MAX_CHECKS, PHONE_CODE_TTL_MS, PhoneCodeSchema, phoneNeedsCode, smsPhoneOf, type SentCode } from './contact-phone.ts';
import { phoneCodeSmsText } from './phone-code-sms.ts';

const REGISTRY = '901234567';
const CONTACT = '935556677';

describe('the login form’s phone (spec §5 "Phone required, 9 digits", mask (99) 999 99 99)', () => {
  it.each([
    [{ phone: '(93) 555 66 77' }, '935556677'],
    [{ phone: '+998 93 555-66-77' }, '935556677'],
    [{ phone: '935556677' }, '935556677'],
  ])('takes %j as the national number %j', (body, phone) => {
    expect(v.parse(ContactPhoneBodySchema, body).phone).toBe(phone);
  });

  it.each([
    [{ phone: '' }, 'error_required_phone'],
    [{ phone: '(93) 555 66 7' }, 'error_wrong_phone_length'],
    [{ phone: '93555667788' }, 'error_wrong_phone_length'],
    [{ phone: '(93) 555 66 7a' }, 'error_wrong_phone_length'],
    [{ phone: 935556677 }, 'error_required_phone'],
    [{}, 'error_required_phone'],
    [null, 'error_invalid_value'],
  ])('refuses %j with %s', (body, key) => {
    expect(v.safeParse(ContactPhoneBodySchema, body).issues?.[0]?.message).toBe(key);
  });
});

describe('the SMS code confirming a new phone (docs/decisions/0058-contact-phone-at-login.md)', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
  ])('takes %j as %j', (input, code) => {
    expect(v.parse(PhoneCodeSchema, input)).toBe(code);
  });

  it.each([
    ['', 'error_required_phone_code'],
    ['12345', 'error_wrong_phone_code_length'],
    ['1234567', 'error_wrong_phone_code_length'],
    ['12345a', 'error_wrong_phone_code_length'],
  ])('refuses %j with %s', (input, key) => {
    expect(v.safeParse(PhoneCodeSchema, input).issues?.[0]?.message).toBe(key);
  });

  it.each([
    [{ phone: '935556677' }, 'error_required_phone_code'],
    [{ code: '123456' }, 'error_required_phone'],
  ])('names the missing field of %j: %s', (body, key) => {
    expect(v.safeParse(PhoneConfirmBodySchema, body).issues?.[0]?.message).toBe(key);
  });

  it('checks the phone and the code of a confirmation together', () => {
    expect(v.parse(PhoneConfirmBodySchema, { phone: '(93) 555 66 77', code: '000111' })).toEqual({ phone: CONTACT, code: '000111' });
  });
});

describe('which number needs a code, and where an SMS goes', () => {
  it.each([
    ['the registry’s own number', REGISTRY, { contactPhone: null, registryPhone: REGISTRY }, false],
    ['the confirmed contact phone', CONTACT, { contactPhone: CONTACT, registryPhone: REGISTRY }, false],
    ['the registry’s number after another was confirmed', REGISTRY, { contactPhone: CONTACT, registryPhone: REGISTRY }, false],
    ['a new number', '977778899', { contactPhone: CONTACT, registryPhone: REGISTRY }, true],
    ['any number of a person the registry has no phone for', CONTACT, { contactPhone: null, registryPhone: null }, true],
  ])('%s: code needed %s', (_what, typed, facts, needed) => {
    expect(phoneNeedsCode(typed, facts)).toBe(needed);
  });

  it.each([
    [{ contactPhone: CONTACT, registryPhone: REGISTRY }, CONTACT],
    [{ contactPhone: null, registryPhone: REGISTRY }, REGISTRY],
    [{ contactPhone: CONTACT, registryPhone: null }, CONTACT],
    [{ contactPhone: null, registryPhone: null }, null],
  ])('an SMS for %j goes to %j', (facts, phone) => {
    expect(smsPhoneOf(facts)).toBe(phone);
  });
});

describe('codeVerdict', () => {
  const sentAt = Date.parse('2026-12-02T08:00:00Z');
  const code = (over: Partial<SentCode> = {}): SentCode => ({ phone: CONTACT, sentAt, checks: 0, usedAt: null, ...over });

  it.each([
    ['the right code in time', code(), CONTACT, true, sentAt + 60_000, 'ok'],
    ['the right code at the last moment', code(), CONTACT, true, sentAt + PHONE_CODE_TTL_MS, 'ok'],
    ['a wrong code', code(), CONTACT, false, sentAt + 60_000, 'wrong'],
    ['a wrong code on the last try', code({ checks: PHONE_CODE_MAX_CHECKS - 1 }), CONTACT, false, sentAt, 'wrong'],
    ['the right code too late', code(), CONTACT, true, sentAt + PHONE_CODE_TTL_MS + 1, 'expired'],
    ['the right code after every try was spent', code({ checks: PHONE_CODE_MAX_CHECKS }), CONTACT, true, sentAt, 'expired'],
    ['the right code a second time', code({ usedAt: sentAt + 1 }), CONTACT, true, sentAt + 2, 'expired'],
    ['a code sent to another number', code(), '977778899', true, sentAt, 'expired'],
    ['no code sent', null, CONTACT, true, sentAt, 'expired'],
  ] as const)('%s → %s', (_what, sent, phone, matches, now, verdict) => {
    expect(codeVerdict(sent, phone, matches, now)).toBe(verdict);
  });
});

describe('phoneCodeSmsText', () => {
  it.each(['oz', 'uz', 'ru'] as const)('carries the code and its lifetime in %s', (locale) => {
    const text = phoneCodeSmsText(locale, '042917');
    expect(text).toContain('042917');
    expect(text).toContain('10');
  });
});
