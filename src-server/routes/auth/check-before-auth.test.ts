import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVENESS_ATTEMPT_PATH } from '../../../src-domain/liveness/protocol.ts';
import { createLoginTestApp, firstLoginIdentity, identityOf, type LoginTestApp } from '../../auth/login.test-support.ts';

const URL = '/api/check_before_auth';
const aziz = identityOf('aziz');
const kamol = identityOf('kamol');

describe('POST /api/check_before_auth (spec §4 login flow step 1, §7)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
    // A citizen whose passport ran out yesterday, and one whose account an administrator disabled.
    await t.db.updateTable('persons').set({ passport_expiry_date: '2026-11-21' }).where('pin', '=', identityOf('sherzod').pin).execute();
    await t.db.updateTable('users').set({ active: 0 }).where('pin', '=', identityOf('otabek').pin).execute();
    // The registry lost Malika's photo.
    await t.db.deleteFrom('registry_photos').where('pin', '=', identityOf('malika').pin).execute();
  });
  afterAll(() => t.close());

  const check = (payload: unknown, locale = 'ru') =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers: { 'accept-language': locale } });

  it('answers the text Ok with 200 for a demo login (series in any case)', async () => {
    const response = await check({ ...aziz, passserial: aziz.passserial.toLowerCase() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Ok');
  });

  it('answers Ok for a registry adult with a registry photo who has no account yet (created at first login)', async () => {
    const response = await check(await firstLoginIdentity(t.db, { photo: true }));
    expect(response.body).toBe('Ok');
  });

  it.each([
    [
      'an unknown pin (the same answer as a wrong passport: no pin oracle)',
      { ...aziz, pin: '31204842641099' },
      'passport_mismatch',
      'Серия и номер паспорта не соответствуют ПИНФЛ',
    ],
    ['another person’s passport', { ...aziz, passnum: '2345678' }, 'passport_mismatch', 'Серия и номер паспорта не соответствуют ПИНФЛ'],
    ['an expired passport', identityOf('sherzod'), 'passport_expired', 'Срок действия паспорта истёк, получите новый документ'],
    [
      'a deceased person, naming the pin (spec §8)',
      kamol,
      'person_deceased',
      `Лицо (ПИНФЛ ${kamol.pin}) значится умершим в реестре гражданского состояния, обратитесь в органы ЗАГС`,
    ],
    ['a minor (Jasur, 16)', identityOf('jasur'), 'person_minor', 'Вход на портал доступен с 18 лет'],
    ['a disabled account', identityOf('otabek'), 'account_disabled', 'Ваша учётная запись заблокирована, обратитесь по телефону доверия 1008'],
    [
      'a person the registry has no photo of, before any camera starts',
      identityOf('malika'),
      'no_registry_photo',
      'В реестре гражданского состояния нет вашей фотографии, вход по лицу невозможен. Подтвердите личность в нотариальной конторе',
    ],
  ])('refuses %s with a localized 400', async (_what, payload, code, message) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message });
  });

  it.each([
    ['oz', 'Shaxs (JShShIR 31002512701015) fuqarolik holati reestrida vafot etgan deb qayd etilgan, FHDYo organiga murojaat qiling'],
    ['uz', 'Шахс (ЖШШИР 31002512701015) фуқаролик ҳолати реестрида вафот этган деб қайд этилган, ФҲДЁ органига мурожаат қилинг'],
  ])('says the deceased message in %s', async (locale, message) => {
    expect((await check(kamol, locale)).json().message).toBe(message);
  });

  it.each([
    ['oz', 'Ma’lumotlar noto‘g‘ri kiritilgan', 'Pasport seriyasi 2 ta harfdan iborat bo‘lishi kerak'],
    ['uz', 'Маълумотлар нотўғри киритилган', 'Паспорт серияси 2 та ҳарфдан иборат бўлиши керак'],
    ['ru', 'Данные введены неверно', 'Серия паспорта должна состоять из 2 букв'],
  ])('rejects a malformed body with 400 and field messages in %s (spec §5)', async (locale, message, series) => {
    const response = await check({ pin: aziz.pin, passserial: 'ABC', passnum: aziz.passnum }, locale);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message, details: [{ path: 'passserial', message: series }] });
  });

  it('is public: no token needed, and none is handed out', async () => {
    const response = await check(aziz);
    expect(response.headers['x-auth-token']).toBeUndefined();
  });
});

describe('POST /api/liveness/attempt runs the same pre-check before issuing a nonce', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  it('issues a nonce to an identity that may log in', async () => {
    const response = await t.app.inject({ method: 'POST', url: LIVENESS_ATTEMPT_PATH, payload: aziz });
    expect(response.statusCode).toBe(200);
    expect(response.json().nonce).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ['a mismatched passport', { ...aziz, passnum: '7654321' }, 'passport_mismatch'],
    ['a deceased person', kamol, 'person_deceased'],
  ])('refuses %s with the pre-check’s 400', async (_what, payload, code) => {
    const response = await t.app.inject({ method: 'POST', url: LIVENESS_ATTEMPT_PATH, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('refuses a person the registry has no photo of: no face check that could never identify them', async () => {
    const response = await t.app.inject({ method: 'POST', url: LIVENESS_ATTEMPT_PATH, payload: await firstLoginIdentity(t.db, { photo: false }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('no_registry_photo');
  });
});
