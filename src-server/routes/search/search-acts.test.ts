import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActCheckResponseSchema } from '../../../src-domain/http/routes/search-act.ts';
import { buildApp } from '../../app.ts';
import { actCheckCode } from '../../acts/search/act-check-code.ts';
import { ACT_CHECK_SECRET_SETTING, loadActCheckSecret } from '../../acts/search/act-check-secret.ts';
import { readSetting } from '../../repositories/settings.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Aziz's registered vehicle power of attorney, the demo world's first act (seed/demo-acts.ts). */
const DEMO_ACT = { regnum: '0012500001', regdate: '10.12.2025' };

describe('GET /api/search/notarial_act (spec screen 11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = async (query: string, locale = 'oz') => {
    const response = await t.app.inject({ url: `/api/search/notarial_act${query}`, headers: { 'accept-language': locale } });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  it('finds a registered act by number and date: number, date, office, state, login needed for details', async () => {
    const { status, body } = await check(`?regnum=${DEMO_ACT.regnum}&regdate=${DEMO_ACT.regdate}`);
    expect(status).toBe(200);
    const result = v.parse(ActCheckResponseSchema, body);
    expect(result).toMatchObject({
      found: true,
      regnum: '0012500001',
      regdate: '2025-12-10',
      state: 'active',
      signedElectronically: false,
      loginRequiredForDetails: true,
    });
    expect(result.found && result.office.name.oz).toMatch(/\S/);
    // Nothing beyond screen 11: no uuid, parties or contents on a public answer.
    expect(Object.keys(body as object).sort()).toEqual(['found', 'loginRequiredForDetails', 'office', 'regdate', 'regnum', 'signedElectronically', 'state']);
  });

  it('reports cancelled and annulled acts as such', async () => {
    for (const state of ['cancelled', 'annulled'] as const) {
      const act = await t.db
        .selectFrom('notarial_acts')
        .select(['regnum', 'regdate'])
        .where('state', '=', state)
        .where('regnum', 'is not', null)
        .executeTakeFirstOrThrow();
      const [year, month, day] = (act.regdate ?? '').split('-');
      const { body } = await check(`?regnum=${act.regnum}&regdate=${day}.${month}.${year}`);
      expect(body).toMatchObject({ found: true, state });
    }
  });

  it('answers not found for an unknown number, or the right number with another date', async () => {
    expect((await check('?regnum=9999999999&regdate=10.12.2025')).body).toEqual({ found: false });
    expect((await check(`?regnum=${DEMO_ACT.regnum}&regdate=11.12.2025`)).body).toEqual({ found: false });
  });

  it.each([
    ['', 'regnum', 'Это поле обязательно для заполнения'],
    ['?regnum=0012500001', 'regdate', 'Это поле обязательно для заполнения'],
    ['?regnum=0012500001&regdate=2025-12-10', 'regdate', 'Неверная дата, образец: 31.12.2024'],
    ['?regnum=00125%2000001&regdate=10.12.2025', 'regnum', 'Введено некорректное значение'],
  ])('rejects %j with a localized 400 naming %s', async (query, path, message) => {
    const { status, body } = await check(query, 'ru');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', message: 'Данные введены неверно' });
    expect((body as { details: unknown[] }).details).toContainEqual({ path, message });
  });
});

describe('GET /api/search/notarial_act/verify (QR on a registered act)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function demoCode(): Promise<string> {
    const { uuid } = await t.db.selectFrom('notarial_acts').select('uuid').where('regnum', '=', DEMO_ACT.regnum).executeTakeFirstOrThrow();
    return actCheckCode(await loadActCheckSecret(t.db), { uuid, regnum: DEMO_ACT.regnum });
  }

  const verify = async (regnum: string, code: string) =>
    (await t.app.inject({ url: `/api/search/notarial_act/verify?regnum=${regnum}&code=${code}` })).json<unknown>();

  it('shows the live state for the code printed on the act', async () => {
    const code = await demoCode();
    expect(code).toMatch(/^[0-9a-f]{16}$/);
    expect(await verify(DEMO_ACT.regnum, code)).toMatchObject({ found: true, regnum: DEMO_ACT.regnum, state: 'active' });
    expect(await verify(DEMO_ACT.regnum, code.toUpperCase())).toMatchObject({ found: true });

    await t.db.updateTable('notarial_acts').set({ state: 'annulled' }).where('regnum', '=', DEMO_ACT.regnum).execute();
    expect(await verify(DEMO_ACT.regnum, code)).toMatchObject({ found: true, state: 'annulled' });
    await t.db.updateTable('notarial_acts').set({ state: 'active' }).where('regnum', '=', DEMO_ACT.regnum).execute();
  });

  it('says not found for a tampered code or a code moved to another act', async () => {
    const code = await demoCode();
    const tampered = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    expect(await verify(DEMO_ACT.regnum, tampered)).toEqual({ found: false });
    expect(await verify('0012500002', code)).toEqual({ found: false });
    expect(await verify('9999999999', code)).toEqual({ found: false });
  });

  it('keeps one secret in the database, so printed codes survive a restart', async () => {
    const first = await demoCode();
    const stored = await readSetting(t.db, ACT_CHECK_SECRET_SETTING);
    expect(stored?.length).toBeGreaterThanOrEqual(32);
    // A restart: a new app (and process secret state) over the same database.
    await t.app.close();
    t.app = await buildApp({ db: t.db, webRoot: t.dir });
    expect(await verify(DEMO_ACT.regnum, first)).toMatchObject({ found: true });
  });

  it('rejects a malformed code with a 400', async () => {
    const response = await t.app.inject({ url: `/api/search/notarial_act/verify?regnum=${DEMO_ACT.regnum}&code=not-hex` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'code' }] });
  });
});

describe('the configured secret (ACT_CHECK_SECRET)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ actCheckSecret: 'configured-secret-of-this-deployment' });
  });
  afterAll(() => t.close());

  it('signs the codes instead of the database one', async () => {
    const { uuid } = await t.db.selectFrom('notarial_acts').select('uuid').where('regnum', '=', DEMO_ACT.regnum).executeTakeFirstOrThrow();
    const code = actCheckCode('configured-secret-of-this-deployment', { uuid, regnum: DEMO_ACT.regnum });
    const response = await t.app.inject({ url: `/api/search/notarial_act/verify?regnum=${DEMO_ACT.regnum}&code=${code}` });
    expect(response.json()).toMatchObject({ found: true });
    expect(await readSetting(t.db, ACT_CHECK_SECRET_SETTING)).toBeUndefined();
  });
});

describe('rate limit of the searches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ searchRateLimit: { max: 2, timeWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('answers the third search in the window with a localized 429', async () => {
    const url = `/api/search/notarial_act?regnum=${DEMO_ACT.regnum}&regdate=${DEMO_ACT.regdate}`;
    for (let i = 0; i < 2; i += 1) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const limited = await t.app.inject({ url, headers: { 'accept-language': 'uz' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
    expect(limited.json<{ message: string }>().message).toMatch(/^Жуда кўп уриниш\. \d+ сониядан кейин/);
  });
});
