import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_MAX_CHECKS, PHONE_CODE_TTL_MS } from '../../src-domain/auth/contact-phone.ts';
import { CONTACT_PHONE_CONFIRM_PATH, CONTACT_PHONE_PATH } from '../../src-domain/http/routes/contact-phone.ts';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../auth/login.test-support.ts';
import { countWrongTry, insertPhoneCode, newestPhoneCode, usePhoneCode } from '../repositories/contact-phone.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';

const LIMITS = {
  offers: { max: 8, timeWindowMs: 600_000 },
  smsPerUser: { max: 4, timeWindowMs: 3_600_000 },
  smsPerPhone: { max: 3, timeWindowMs: 3_600_000 },
  checks: { max: 12, timeWindowMs: 600_000 },
};

/**
 * The contact phone of the login form (spec §5 "Phone required, 9 digits", mask (99) 999 99 99;
 * docs/decisions/0058-contact-phone-at-login.md): validated on the server, a new number confirmed
 * by an SMS code, limited, audited without the number, and never returned to anyone else.
 */
describe('POST /api/profile/phone and /api/profile/phone/confirm', () => {
  let t: LoginTestApp;
  const tokens: Partial<Record<'aziz' | 'malika' | 'sherzod' | 'rustam', string>> = {};
  beforeAll(async () => {
    t = await createLoginTestApp({ contactPhoneLimits: LIMITS });
  });
  afterAll(() => t.close());

  const tokenOf = async (key: 'aziz' | 'malika' | 'sherzod' | 'rustam') => (tokens[key] ??= await logIn(t, identityOf(key)));
  /** Posts as `key`, keeping the token each answer renews (spec §7), as the portal does. */
  const post = async (key: 'aziz' | 'malika' | 'sherzod' | 'rustam', url: string, payload: unknown, locale = 'oz'): Promise<LightMyRequestResponse> => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...bearer(await tokenOf(key)), 'accept-language': locale },
    });
    const renewed = response.headers['x-auth-token'];
    if (typeof renewed === 'string') tokens[key] = renewed;
    return response;
  };
  const profilePhone = async (key: 'aziz' | 'malika' | 'sherzod' | 'rustam') =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(await tokenOf(key)) })).json<{ phone: string | null }>().phone;
  const userId = async (key: 'aziz' | 'malika' | 'sherzod') =>
    (await t.db.selectFrom('users').select('id').where('pin', '=', DEMO_CAST[key].pin).executeTakeFirstOrThrow()).id;
  /** The code in the newest SMS to `phone`, as the person reads it on their phone. */
  const codeSentTo = async (phone: string): Promise<string> => {
    const sms = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
    if (!code) throw new Error(`no code in ${sms.text}`);
    return code;
  };

  it.each([
    ['no phone', {}, 'ru', 'Введите номер телефона'],
    ['an empty phone', { phone: '' }, 'oz', 'Telefon raqamini kiriting'],
    ['8 digits', { phone: '(90) 123 45 6' }, 'uz', 'Телефон рақами 9 та рақамдан иборат бўлиши керак, масалан 901234567'],
    ['a letter', { phone: '90123456x' }, 'ru', 'Номер телефона должен состоять из 9 цифр, например 901234567'],
    ['a number, not text', { phone: 901234567 }, 'ru', 'Введите номер телефона'],
  ])('refuses %s with a 400 in the caller’s language', async (_what, body, locale, text) => {
    const response = await post('aziz', CONTACT_PHONE_PATH, body, locale);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ path: 'phone', message: text })] });
  });

  it.each([
    ['no code', { phone: '935550011' }, 'Введите код из SMS'],
    ['5 digits', { phone: '935550011', code: '12345' }, 'Код должен состоять из 6 цифр'],
  ])('refuses a confirmation with %s', async (_what, body, text) => {
    const response = await post('aziz', CONTACT_PHONE_CONFIRM_PATH, body, 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ message: text })] });
  });

  it('answers nobody without a session', async () => {
    for (const url of [CONTACT_PHONE_PATH, CONTACT_PHONE_CONFIRM_PATH]) {
      const response = await t.app.inject({ method: 'POST', url, payload: { phone: '901234567', code: '123456' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'access_denied' });
    }
  });

  it('keeps the registry’s own number without a code, and sends nothing', async () => {
    const before = await t.db.selectFrom('sms_outbox').select('id').execute();
    const response = await post('aziz', CONTACT_PHONE_PATH, { phone: '(90) 123 45 67' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'confirmed', phone: DEMO_CAST.aziz.phone });
    expect(await t.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(before.length);
  });

  it('confirms a new number by the code an SMS brought to it, and records who, when and how', async () => {
    const offered = await post('aziz', CONTACT_PHONE_PATH, { phone: '(93) 555 00 11' }, 'ru');
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toEqual({ status: 'code_sent', phone: '935550011', expiresAt: new Date(t.clock.ms() + PHONE_CODE_TTL_MS).toISOString() });
    const sms = await t.db.selectFrom('sms_outbox').selectAll().where('phone', '=', '935550011').execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ purpose: 'phone_confirmation', act_id: null });
    expect(sms[0]?.text).toMatch(/^e-Notarius: код подтверждения номера телефона \d{6}\. Действует 10 минут\./);
    // Not the contact phone until confirmed.
    expect(await profilePhone('aziz')).toBe(DEMO_CAST.aziz.phone);

    const code = await codeSentTo('935550011');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('aziz', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550011', code: wrong }, 'ru');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'phone_code_wrong', message: 'Неверный код. Проверьте 6 цифр из SMS и введите ещё раз' });

    const confirmed = await post('aziz', CONTACT_PHONE_CONFIRM_PATH, { phone: '(93) 555 00 11', code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed', phone: '935550011' });
    expect(await profilePhone('aziz')).toBe('935550011');
    const id = await userId('aziz');
    const stored = await t.db
      .selectFrom('users')
      .select(['phone', 'phone_confirmed_at', 'phone_confirmed_by', 'phone_confirmed_via'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ phone: '935550011', phone_confirmed_at: t.clock.now().toISOString(), phone_confirmed_by: id, phone_confirmed_via: 'sms' });
    // The audit trail, read by administrators, has the last two digits only; the code's hash, never the code.
    const audit = await t.db.selectFrom('user_audit').selectAll().where('user_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'phone_confirmed', actor_user_id: id, detail: '*******11', reason: 'sms_code' });
    const codes = await t.db.selectFrom('phone_codes').select(['code_hash', 'used_at', 'checks']).where('user_id', '=', id).execute();
    expect(codes).toEqual([{ code_hash: expect.stringMatching(/^[0-9a-f]{64}$/), used_at: t.clock.now().toISOString(), checks: 1 }]);
    expect(codes[0]?.code_hash).not.toContain(code);

    // A used code does not confirm again; the registry's number comes back without a code.
    expect((await post('aziz', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550011', code })).json()).toMatchObject({ code: 'phone_code_expired' });
    expect((await post('aziz', CONTACT_PHONE_PATH, { phone: DEMO_CAST.aziz.phone })).json()).toEqual({ status: 'confirmed', phone: DEMO_CAST.aziz.phone });
    expect(await profilePhone('aziz')).toBe(DEMO_CAST.aziz.phone);
  });

  it('refuses a code for another number, a code past its ten minutes, and a code after five wrong tries', async () => {
    await post('malika', CONTACT_PHONE_PATH, { phone: '935550022' });
    const code = await codeSentTo('935550022');
    expect((await post('malika', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550023', code })).json()).toMatchObject({ code: 'phone_code_expired' });
    t.clock.advance(PHONE_CODE_TTL_MS + 1);
    // The others' sessions idled through those minutes: they sign in again when next used.
    delete tokens.aziz;
    delete tokens.sherzod;
    expect((await post('malika', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550022', code })).json()).toMatchObject({ code: 'phone_code_expired' });

    await post('malika', CONTACT_PHONE_PATH, { phone: '935550022' });
    const fresh = await codeSentTo('935550022');
    const wrong = String((Number(fresh) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < PHONE_CODE_MAX_CHECKS; i += 1) {
      expect((await post('malika', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550022', code: wrong })).json()).toMatchObject({ code: 'phone_code_wrong' });
    }
    expect((await post('malika', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550022', code: fresh })).json()).toMatchObject({ code: 'phone_code_expired' });
    expect(await profilePhone('malika')).toBe(DEMO_CAST.malika.phone);
  });

  it('never lets one person confirm, or read, a number with another person’s code', async () => {
    await post('sherzod', CONTACT_PHONE_PATH, { phone: '935550033' });
    const code = await codeSentTo('935550033');
    // Aziz holds Sherzod's SMS: the code is bound to Sherzod's account.
    expect((await post('aziz', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550033', code })).json()).toMatchObject({ code: 'phone_code_expired' });
    expect(await profilePhone('aziz')).toBe(DEMO_CAST.aziz.phone);
    expect((await post('sherzod', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550033', code })).statusCode).toBe(200);
    // Nobody else's answer carries Sherzod's number: Aziz's profile, his offers, Malika's profile.
    for (const key of ['aziz', 'malika'] as const) {
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(await tokenOf(key)) });
      expect(profile.body).not.toContain('935550033');
    }
    const offered = await post('aziz', CONTACT_PHONE_PATH, { phone: DEMO_CAST.aziz.phone });
    expect(offered.body).not.toContain('935550033');
  });

  it('sends at most three codes an hour to one number, whoever asks, and limits each person', async () => {
    const target = '935550044';
    expect((await post('rustam', CONTACT_PHONE_PATH, { phone: target })).json()).toMatchObject({ status: 'code_sent' });
    expect((await post('malika', CONTACT_PHONE_PATH, { phone: target })).json()).toMatchObject({ status: 'code_sent' });
    expect((await post('sherzod', CONTACT_PHONE_PATH, { phone: target })).json()).toMatchObject({ status: 'code_sent' });
    const fourth = await post('aziz', CONTACT_PHONE_PATH, { phone: target });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', target).execute()).toHaveLength(3);

    // Rustam's own allowance: four codes an hour (one spent above).
    for (const phone of ['935550051', '935550052', '935550053']) expect((await post('rustam', CONTACT_PHONE_PATH, { phone })).statusCode).toBe(200);
    expect((await post('rustam', CONTACT_PHONE_PATH, { phone: '935550054' })).statusCode).toBe(429);
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', '935550054').execute()).toHaveLength(0);
  });

  it('limits the code checks per person', async () => {
    let status = 0;
    for (let i = 0; i < LIMITS.checks.max + 1 && status !== 429; i += 1) {
      status = (await post('rustam', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550051', code: '000000' })).statusCode;
    }
    expect(status).toBe(429);
    // Per person, not per address: a kiosk hall's citizens share one.
    expect((await post('malika', CONTACT_PHONE_CONFIRM_PATH, { phone: '935550051', code: '000000' })).statusCode).toBe(400);
  });

  it('never uses a code that wrong tries sent at the same moment spent: a burst of guesses gets five like guesses one by one', async () => {
    const id = await userId('sherzod');
    await insertPhoneCode(t.db, id, '935550099', 'f'.repeat(64), t.clock.now());
    const code = await newestPhoneCode(t.db, id);
    if (!code) throw new Error('no code');
    // Every guess of the burst read the code unspent; five were counted before this one is used.
    for (let i = 0; i < PHONE_CODE_MAX_CHECKS; i += 1) expect(await countWrongTry(t.db, code.id, PHONE_CODE_MAX_CHECKS)).toBe(true);
    expect(await countWrongTry(t.db, code.id, PHONE_CODE_MAX_CHECKS)).toBe(false);
    expect(await usePhoneCode(t.db, code.id, PHONE_CODE_MAX_CHECKS, t.clock.now())).toBe(false);
  });
});
