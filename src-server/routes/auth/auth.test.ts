import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponseSchema } from '../../../src-domain/auth/auth-contract.ts';
import { createLoginTestApp, firstLoginIdentity, identityOf, type LoginTestApp, passFaceCheck, postAuth } from '../../auth/login.test-support.ts';
import { MAINTENANCE_SETTING } from '../../auth/maintenance.ts';
import { writeSetting } from '../../repositories/settings.ts';

const aziz = identityOf('aziz');
const malika = identityOf('malika');

const NOT_CONFIRMED_RU = 'Не удалось подтвердить личность, попробуйте ещё раз';

describe('POST /api/auth with the face-check token (spec §4 steps 2–3, §7)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  it('logs in: resultCode 1, a session token and the user of spec §3', async () => {
    const jwt = await passFaceCheck(t, aziz);
    const response = await postAuth(t, { ...aziz, jwt });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = v.parse(AuthResponseSchema, response.json());
    expect(body.resultCode).toBe(1);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      id: 1,
      userid: aziz.pin,
      pin: aziz.pin,
      name: 'Aziz',
      surname: 'Karimov',
      lastname: 'Alisher o‘g‘li',
      fullname: 'Karimov Aziz Alisher o‘g‘li',
      gender: 'M',
      birthdate: '1984-04-12',
      passserial: 'AB',
      passnum: '1234567',
      phone: '901234567',
      regionid: expect.any(Number),
      regionru: expect.any(String),
      districtuz: expect.any(String),
      valid: true,
      termsofuse: 1,
      roles: ['citizen'],
    });
  });

  it('refuses a token used twice (single use)', async () => {
    const jwt = await passFaceCheck(t, aziz);
    expect((await postAuth(t, { ...aziz, jwt })).json().resultCode).toBe(1);
    const again = await postAuth(t, { ...aziz, jwt }, { 'accept-language': 'ru' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ resultCode: 2, message: NOT_CONFIRMED_RU });
  });

  it('refuses a token older than 3 minutes', async () => {
    const jwt = await passFaceCheck(t, aziz);
    t.clock.advance(3 * 60_000 + 1_000);
    const response = await postAuth(t, { ...aziz, jwt }, { 'accept-language': 'ru' });
    expect(response.json()).toEqual({ resultCode: 2, message: 'Результат проверки лица устарел, попробуйте ещё раз' });
  });

  it('refuses another person’s token (bound to the attempt’s pin and passport)', async () => {
    const jwt = await passFaceCheck(t, aziz);
    const response = await postAuth(t, { ...malika, jwt }, { 'accept-language': 'oz' });
    expect(response.json()).toEqual({ resultCode: 2, message: 'Shaxsingiz tasdiqlanmadi, qaytadan urinib ko‘ring' });
  });

  it('refuses a forged token and one whose face check never passed', async () => {
    expect((await postAuth(t, { ...aziz, jwt: 'eyJhbGciOiJIUzI1NiJ9.e30.xxxx' })).json().resultCode).toBe(2);
    const attempt = await t.app.inject({ method: 'POST', url: '/api/liveness/attempt', payload: aziz });
    const unpassed = await t.signer.sign({ isOk: true, livenessWasSuccessful: true, bestshot: 'data:image/jpeg;base64,AA==', nonce: attempt.json().nonce });
    expect((await postAuth(t, { ...aziz, jwt: unpassed })).json().resultCode).toBe(2);
  });

  it('checks the person again: a death recorded after the face check refuses the login', async () => {
    const sherzod = identityOf('sherzod');
    const jwt = await passFaceCheck(t, sherzod);
    await t.db.updateTable('persons').set({ death_date: '2026-11-22' }).where('pin', '=', sherzod.pin).execute();
    const response = await postAuth(t, { ...sherzod, jwt }, { 'accept-language': 'ru' });
    expect(response.json()).toEqual({
      resultCode: 2,
      message: `Лицо (ПИНФЛ ${sherzod.pin}) значится умершим в реестре гражданского состояния, обратитесь в органы ЗАГС`,
    });
  });

  it('creates the account of a first login: citizen, terms not accepted yet', async () => {
    const identity = await firstLoginIdentity(t.db, { photo: true });
    const body = (await postAuth(t, { ...identity, jwt: await passFaceCheck(t, identity) })).json();
    expect(body).toMatchObject({ resultCode: 1, user: { pin: identity.pin, termsofuse: 0, roles: ['citizen'] } });
    const account = await t.db.selectFrom('users').select(['terms_accepted', 'active']).where('pin', '=', identity.pin).executeTakeFirstOrThrow();
    expect(account).toEqual({ terms_accepted: 0, active: 1 });
  });

  it('rejects a body without jwt with a localized 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: aziz, headers: { 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'jwt' }] });
  });
});

describe('technical work (spec §4: resultCode 0)', () => {
  it('answers resultCode 0 with the notice while MAINTENANCE=1', async () => {
    const t = await createLoginTestApp({ maintenance: true });
    const jwt = await passFaceCheck(t, aziz);
    const response = await postAuth(t, { ...aziz, jwt }, { 'accept-language': 'ru' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resultCode: 0, message: 'Сервис временно недоступен, ведутся технические работы' });
    await t.close();
  });

  it('is switched at run time by the settings table, without a restart', async () => {
    const t = await createLoginTestApp();
    await writeSetting(t.db, MAINTENANCE_SETTING, '1');
    expect((await postAuth(t, { ...aziz, jwt: await passFaceCheck(t, aziz) })).json().resultCode).toBe(0);
    await writeSetting(t.db, MAINTENANCE_SETTING, '0');
    expect((await postAuth(t, { ...aziz, jwt: await passFaceCheck(t, aziz) })).json().resultCode).toBe(1);
    await t.close();
  });
});

describe('rate limits against brute force (docs/liveness.md)', () => {
  it.each([['/api/check_before_auth'], ['/api/liveness/attempt'], ['/api/auth']])(
    'limits %s per client IP: 429 with Retry-After and the wait in the message',
    async (url) => {
      const t = await createLoginTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
      const send = () => t.app.inject({ method: 'POST', url, payload: { ...aziz, jwt: 'x' }, headers: { 'accept-language': 'ru' } });
      for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).not.toBe(429);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ code: 'too_many_requests', message: `Слишком много попыток. Повторите через ${limited.headers['retry-after']} с` });
      // Another client is not affected.
      expect((await t.app.inject({ method: 'POST', url, payload: { ...aziz, jwt: 'x' }, remoteAddress: '10.0.0.9' })).statusCode).not.toBe(429);
      await t.close();
    },
  );

  it('locks a pin after 5 failed logins in 15 minutes, with the remaining wait, then lets it try again', async () => {
    const t = await createLoginTestApp();
    for (let i = 0; i < 5; i += 1) {
      expect((await postAuth(t, { ...aziz, jwt: 'not-a-token' })).json().resultCode).toBe(2);
      t.clock.advance(60_000);
    }
    const locked = await postAuth(t, { ...aziz, jwt: 'not-a-token' }, { 'accept-language': 'oz' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(10 * 60));
    expect(locked.json()).toEqual({ code: 'too_many_requests', message: 'Juda ko‘p urinish. 600 soniyadan keyin qayta urinib ko‘ring' });
    // The pre-check and the face check are locked for this pin too, not for others.
    expect((await t.app.inject({ method: 'POST', url: '/api/check_before_auth', payload: aziz })).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'POST', url: '/api/liveness/attempt', payload: aziz })).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'POST', url: '/api/check_before_auth', payload: malika })).statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    expect((await postAuth(t, { ...aziz, jwt: await passFaceCheck(t, aziz) })).json().resultCode).toBe(1);
    await t.close();
  });

  it('locks a pin for the rest of the day at its tenth face check that saw no live person, and says where to identify (docs/decisions/0062-not-live-refusals-lock-a-day.md)', async () => {
    const t = await createLoginTestApp();
    // Two an hour: the short window never binds.
    for (let i = 0; i < 10; i += 1) {
      if (i > 0) t.clock.advance(30 * 60_000);
      const refused = await postAuth(t, { ...aziz, jwt: await passFaceCheck(t, aziz, { live: false }) });
      expect(refused.json()).toMatchObject({ resultCode: 2 });
    }
    const locked = await postAuth(t, { ...aziz, jwt: 'not-a-token' }, { 'accept-language': 'oz' });
    expect(locked.statusCode).toBe(429);
    // The first refusal was 4.5 h ago: 19.5 h left, said in whole hours.
    expect(locked.headers['retry-after']).toBe(String(19.5 * 3600));
    expect(locked.json()).toEqual({
      code: 'face_check_locked',
      message: 'Bugun yuzni tekshirish ko‘p marta o‘tmadi: bu JShShIR bilan kirish 20 soatga to‘xtatildi. Shaxsingizni istalgan notarial idorada tasdiqlang',
    });
    const precheck = await t.app.inject({ method: 'POST', url: '/api/check_before_auth', payload: aziz, headers: { 'accept-language': 'ru' } });
    expect([precheck.statusCode, precheck.json().code]).toEqual([429, 'face_check_locked']);
    expect((await t.app.inject({ method: 'POST', url: '/api/check_before_auth', payload: malika })).statusCode).toBe(200);
    t.clock.advance(19.5 * 3600_000);
    expect((await postAuth(t, { ...aziz, jwt: await passFaceCheck(t, aziz) })).json().resultCode).toBe(1);
    await t.close();
  });

  it('counts wrong passports typed at the pre-check against the pin', async () => {
    const t = await createLoginTestApp();
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/check_before_auth', payload: { ...aziz, passnum: `765432${i}` } });
      expect(response.json().code).toBe('passport_mismatch');
    }
    const locked = await t.app.inject({ method: 'POST', url: '/api/check_before_auth', payload: aziz });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    await t.close();
  });
});
