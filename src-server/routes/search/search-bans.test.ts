import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BanSearchResponseSchema } from '../../../src-domain/http/routes/search-ban.ts';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../../auth/login.test-support.ts';

describe('GET /api/search/ban (route search_ban: signed-in users only)', () => {
  let t: LoginTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createLoginTestApp();
    token = await logIn(t, identityOf('aziz'));
  });
  afterAll(() => t.close());

  const search = async (query: string, headers: Record<string, string> = bearer(token)) => {
    const response = await t.app.inject({ url: `/api/search/ban${query}`, headers: { 'accept-language': 'ru', ...headers } });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const bans = (body: unknown) => v.parse(BanSearchResponseSchema, body).bans;

  it('needs a session: without one it is the 403 "Access Denied" of spec §8', async () => {
    const { status, body } = await search('?kind=vehicle&by=number&stateNumber=01T517KA', {});
    expect(status).toBe(403);
    expect(body).toMatchObject({ message: 'Access Denied' });
  });

  it('lists the bans on Otabek’s car by plate and by technical passport, with every field of spec §3', async () => {
    const byPlate = bans((await search('?kind=vehicle&by=number&stateNumber=01t517ka')).body);
    expect(byPlate).toEqual([
      {
        id: 1,
        state: 'active',
        startDate: '2026-04-20',
        documentDate: '2026-04-20',
        documentNumber: 'MIB-2026-0451',
        type: 'MIB taqiqi',
        official: 'Qodirov Sardor',
        organisation: 'Sergeli tumani MIB bo‘limi',
        object: '01T517KA',
        liftedAt: null,
      },
    ]);
    expect(bans((await search('?kind=vehicle&by=passport&techPassportSeries=AAF&techPassportNumber=3456789')).body)).toEqual(byPlate);
  });

  it('finds real-estate bans by cadastre number and machinery bans by registration number, active first', async () => {
    const estate = await t.db.selectFrom('bans').select('object_ref').where('object_kind', '=', 'real_estate').executeTakeFirstOrThrow();
    const found = bans((await search(`?kind=real_estate&cadastreNumber=${encodeURIComponent(estate.object_ref)}`)).body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((ban) => ban.object === estate.object_ref)).toBe(true);
    const digits = estate.object_ref.replace(/:/g, '');
    expect(bans((await search(`?kind=real_estate&cadastreNumber=${digits}`)).body)).toEqual(found);
    const states = found.map((ban) => ban.state);
    expect(states).toEqual([...states].sort());

    const machine = await t.db.selectFrom('bans').select('object_ref').where('object_kind', '=', 'agri_machinery').executeTakeFirstOrThrow();
    const number = machine.object_ref.split('·')[1]?.trim() ?? '';
    const machinery = bans((await search(`?kind=agri_machinery&machineryNumber=${encodeURIComponent(number.toLowerCase())}`)).body);
    expect(machinery.map((ban) => ban.object)).toContain(machine.object_ref);
  });

  it('answers an empty list ("bans not found") for property without bans', async () => {
    expect(bans((await search('?kind=vehicle&by=number&stateNumber=01A777AA')).body)).toEqual([]);
    expect(bans((await search('?kind=real_estate&cadastreNumber=99:99:99:99:99:9999')).body)).toEqual([]);
  });

  it('rejects a search missing the required field of its kind with a localized 400', async () => {
    const { status, body } = await search('?kind=vehicle&by=passport&techPassportSeries=AAF');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', details: [{ path: 'techPassportNumber', message: 'Это поле обязательно для заполнения' }] });
    expect((await search('?kind=ship')).status).toBe(400);
  });
});

describe('rate limit of the ban check', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp({ searchRateLimit: { max: 2, timeWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('counts per signed-in user, so citizens at one kiosk do not share a limit', async () => {
    const url = '/api/search/ban?kind=vehicle&by=number&stateNumber=01T517KA';
    const aziz = bearer(await logIn(t, identityOf('aziz')));
    for (let i = 0; i < 2; i += 1) expect((await t.app.inject({ url, headers: aziz })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: aziz })).statusCode).toBe(429);

    const dilnoza = bearer(await logIn(t, identityOf('dilnoza')));
    expect((await t.app.inject({ url, headers: dilnoza })).statusCode).toBe(200);
  });
});
