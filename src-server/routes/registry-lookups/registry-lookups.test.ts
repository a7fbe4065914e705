import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRY_CHILDREN_PATH,
  REGISTRY_PERSONS_PATH,
  REGISTRY_REAL_ESTATE_PATH,
  REGISTRY_SPOUSE_PATH,
  REGISTRY_VEHICLES_PATH,
  RegistryChildrenResponseSchema,
  RegistryPersonSchema,
  RegistryRealEstateSchema,
  RegistrySpouseResponseSchema,
  RegistryVehicleSchema,
} from '../../../src-domain/http/routes/registry-lookups.ts';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../../auth/login.test-support.ts';
import { DEMO_CAST, type DemoKey } from '../../seed/demo-cast.ts';

const c = DEMO_CAST;
const RATE_LIMIT = 40;

describe('registry lookups of the act editor (spec §2 screen 15, §5; privacy: owners only)', () => {
  let t: LoginTestApp;
  const tokens = new Map<DemoKey, string>();
  beforeAll(async () => {
    t = await createLoginTestApp({ scale: 0.3, searchRateLimit: { max: RATE_LIMIT, timeWindowMs: 60_000 } });
    for (const key of ['aziz', 'dilnoza', 'malika', 'sherzod', 'otabek', 'jamshid'] as const) tokens.set(key, await logIn(t, identityOf(key)));
  });
  afterAll(() => t.close());

  const get = (who: DemoKey | null, path: string, query: Record<string, string> = {}, locale = 'ru') =>
    t.app.inject({ method: 'GET', url: path, query, headers: { ...(who ? bearer(tokens.get(who) ?? '') : {}), 'accept-language': locale } });

  describe('GET /api/registry/vehicles', () => {
    it('finds the caller’s own car by plate, written any way, and by tech passport', async () => {
      const byPlate = await get('aziz', REGISTRY_VEHICLES_PATH, { stateNumber: '01 a 777 aa' });
      expect(byPlate.statusCode, byPlate.body).toBe(200);
      expect(byPlate.headers['x-auth-token']).toBeDefined();
      const car = v.parse(RegistryVehicleSchema, byPlate.json());
      expect(car).toMatchObject({ stateNumber: '01A777AA', make: 'Chevrolet', techPassportSeries: 'AAF', techPassportNumber: '1234567', restrictions: [] });
      expect(car.owners).toEqual([{ pin: c.aziz.pin, fullName: 'Karimov Aziz Alisher o‘g‘li', numerator: 1, denominator: 1, isCaller: true }]);
      const byPassport = await get('aziz', REGISTRY_VEHICLES_PATH, { techPassportSeries: 'aaf', techPassportNumber: '1234567' });
      expect(byPassport.json()).toMatchObject({ id: car.id });
    });

    it('lists both owners of a shared car (spec §5), the co-owner by initials and a masked pin only (docs/security.md)', async () => {
      const response = await get('sherzod', REGISTRY_VEHICLES_PATH, { stateNumber: '01B345CA' });
      const car = v.parse(RegistryVehicleSchema, response.json());
      expect(car.owners.map((o) => [o.pin, o.fullName, o.isCaller, o.numerator, o.denominator]).sort()).toEqual(
        [
          ['************17', 'R*** B***', false, 1, 2],
          [c.sherzod.pin, 'Rahimov Sherzod Ravshan o‘g‘li', true, 1, 2],
        ].sort(),
      );
      expect(response.body).not.toContain(c.bekzod.pin);
    });

    it('names the caller’s spouse in full among the owners (the caller speaks for them)', async () => {
      const car = v.parse(RegistryVehicleSchema, (await get('dilnoza', REGISTRY_VEHICLES_PATH, { stateNumber: '01A777AA' })).json());
      expect(car.owners).toEqual([{ pin: c.aziz.pin, fullName: 'Karimov Aziz Alisher o‘g‘li', numerator: 1, denominator: 1, isCaller: false }]);
    });

    it('shows the owner the ban and the fine in force (spec §5)', async () => {
      const car = v.parse(RegistryVehicleSchema, (await get('otabek', REGISTRY_VEHICLES_PATH, { stateNumber: '01T517KA' })).json());
      expect(car.restrictions.map((r) => [r.kind, r.state, r.amountTiyin])).toEqual([
        ['ban', 'active', null],
        ['fine', 'active', 103_000_000],
      ]);
    });

    it('lets a spouse look up the other spouse’s car (spouse consent 15003)', async () => {
      expect((await get('dilnoza', REGISTRY_VEHICLES_PATH, { stateNumber: '01A777AA' })).statusCode).toBe(200);
    });

    it('lets the director of the owning company look up a company car', async () => {
      const company = await t.db
        .selectFrom('vehicles as v')
        .innerJoin('legal_entities as l', 'l.inn', 'v.owner_inn')
        .select(['v.state_number', 'l.director_pin'])
        .orderBy('v.id')
        .executeTakeFirstOrThrow();
      // Make Aziz that company's director for this test's database.
      await t.db.updateTable('legal_entities').set({ director_pin: c.aziz.pin }).where('director_pin', '=', company.director_pin).execute();
      expect((await get('aziz', REGISTRY_VEHICLES_PATH, { stateNumber: company.state_number })).statusCode).toBe(200);
      expect((await get('malika', REGISTRY_VEHICLES_PATH, { stateNumber: company.state_number })).json()).toMatchObject({ code: 'registry_not_owner' });
    });

    it('refuses another citizen’s car', async () => {
      const response = await get('aziz', REGISTRY_VEHICLES_PATH, { stateNumber: '01T517KA' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'registry_not_owner', message: 'Вы не значитесь в реестре собственником этого имущества' });
      expect((await get('malika', REGISTRY_VEHICLES_PATH, { techPassportSeries: 'AAG', techPassportNumber: '2345678' })).json()).toMatchObject({
        code: 'registry_not_owner',
      });
    });

    it('says the traffic-safety database has no such vehicle (spec §8)', async () => {
      const response = await get('aziz', REGISTRY_VEHICLES_PATH, { stateNumber: '99Z999ZZ' }, 'oz');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'registry_data_missing' });
      expect(response.json<{ message: string }>().message).toContain('YHXX');
    });

    it.each([
      [
        {},
        [
          ['techPassportSeries', 'Это поле обязательно для заполнения'],
          ['techPassportNumber', 'Это поле обязательно для заполнения'],
        ],
      ],
      [{ techPassportSeries: 'AAF' }, [['techPassportNumber', 'Это поле обязательно для заполнения']]],
      [{ stateNumber: '01-A-777' }, [['stateNumber', 'Введено некорректное значение']]],
      [{ techPassportSeries: 'AAF', techPassportNumber: '12345' }, [['techPassportNumber', 'Введено некорректное значение']]],
    ])('answers %j with a localized 400', async (query, details) => {
      const response = await get('aziz', REGISTRY_VEHICLES_PATH, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Данные введены неверно',
        details: details.map(([path, message]) => ({ path, message })),
      });
    });

    it('needs a signed-in user: 403 Access Denied', async () => {
      const response = await get(null, REGISTRY_VEHICLES_PATH, { stateNumber: '01A777AA' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'access_denied' });
    });
  });

  describe('GET /api/registry/real-estate', () => {
    it('finds the owner’s flat by cadastre number (spec §5 mask)', async () => {
      const response = await get('malika', REGISTRY_REAL_ESTATE_PATH, { cadastre: ' 11:14:04:01:01:1630 ' });
      expect(response.statusCode, response.body).toBe(200);
      const flat = v.parse(RegistryRealEstateSchema, response.json());
      expect(flat).toMatchObject({ cadastreNumber: '11:14:04:01:01:1630', kind: 'apartment', street: 'Bunyodkor ko‘chasi', house: '17', flat: '12' });
      expect(flat.owners.map((o) => [o.pin, o.isCaller])).toEqual([[c.malika.pin, true]]);
    });

    it('finds a flat owned jointly for either spouse', async () => {
      for (const who of ['aziz', 'dilnoza'] as const)
        expect((await get(who, REGISTRY_REAL_ESTATE_PATH, { cadastre: '11:13:02:05:03:0412' })).statusCode).toBe(200);
    });

    it('refuses someone else’s flat and says when the cadastre has none', async () => {
      expect((await get('aziz', REGISTRY_REAL_ESTATE_PATH, { cadastre: '11:14:04:01:01:1630' })).json()).toMatchObject({ code: 'registry_not_owner' });
      expect((await get('aziz', REGISTRY_REAL_ESTATE_PATH, { cadastre: '99:99:99' })).json()).toMatchObject({ code: 'registry_data_missing' });
    });

    it.each([
      [{}, 'Это поле обязательно для заполнения'],
      [{ cadastre: '11-14-04' }, 'Введено некорректное значение'],
      [{ cadastre: '1'.repeat(51) }, 'Можно ввести не более 50 символов'],
    ])('answers %j with a localized 400', async (query, message) => {
      const response = await get('malika', REGISTRY_REAL_ESTATE_PATH, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'cadastre', message }] });
    });
  });

  describe('GET /api/registry/persons', () => {
    it('names a person whose pin and document match (the add-party form)', async () => {
      const response = await get('aziz', REGISTRY_PERSONS_PATH, { pin: c.malika.pin, docSeries: 'ad', docNumber: '2345678' });
      expect(response.statusCode, response.body).toBe(200);
      expect(v.parse(RegistryPersonSchema, response.json())).toEqual({
        pin: c.malika.pin,
        fullName: 'Yusupova Malika Bobur qizi',
        surname: 'Yusupova',
        firstName: 'Malika',
        patronymic: 'Bobur qizi',
        birthDate: '1992-11-02',
        deceased: false,
      });
    });

    it('flags a person recorded deceased (spec §5)', async () => {
      expect((await get('otabek', REGISTRY_PERSONS_PATH, { pin: c.kamol.pin, docSeries: 'AA', docNumber: '0456123' })).json()).toMatchObject({
        deceased: true,
      });
    });

    it('names nobody for a wrong document or an unknown pin, with one answer for both', async () => {
      for (const query of [
        { pin: c.malika.pin, docSeries: 'AD', docNumber: '2345679' },
        { pin: '39999999999999', docSeries: 'AD', docNumber: '2345678' },
      ]) {
        const response = await get('aziz', REGISTRY_PERSONS_PATH, query);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'registry_person_not_found',
          message: 'Лицо с указанными ПИНФЛ и документом не найдено в реестре гражданского состояния',
        });
      }
    });

    it('checks the pin and the document as typed', async () => {
      const response = await get('aziz', REGISTRY_PERSONS_PATH, { pin: '123', docSeries: 'A1', docNumber: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual(['pin', 'docSeries', 'docNumber']);
    });
  });

  describe('the caller’s family from the civil registry (spec §4 wizards 15003, 15034, 15035)', () => {
    it('lists the caller’s minor children, who may travel alone from 15, and whose birth record is archived', async () => {
      const { children } = v.parse(RegistryChildrenResponseSchema, (await get('aziz', REGISTRY_CHILDREN_PATH)).json());
      expect(children.map((child) => [child.pin, child.age, child.mayTravelIndependently, child.hasBirthRecord])).toEqual([
        [c.jasur.pin, 16, true, true],
        [c.madina.pin, 8, false, true],
      ]);
    });

    it('gives an empty list to someone without minor children (spec §8 "child or spouse missing")', async () => {
      expect((await get('malika', REGISTRY_CHILDREN_PATH)).json()).toEqual({ children: [] });
      expect((await get('otabek', REGISTRY_CHILDREN_PATH)).json()).toEqual({ children: [] });
    });

    it('gives the caller’s spouse, or null', async () => {
      expect(v.parse(RegistrySpouseResponseSchema, (await get('aziz', REGISTRY_SPOUSE_PATH)).json()).spouse).toMatchObject({
        pin: c.dilnoza.pin,
        fullName: 'Karimova Dilnoza Rustam qizi',
      });
      expect((await get('malika', REGISTRY_SPOUSE_PATH)).json()).toEqual({ spouse: null });
    });
  });

  it('limits lookups per user like the searches (429 after the limit)', async () => {
    for (let i = 0; i < RATE_LIMIT; i += 1) expect((await get('jamshid', REGISTRY_SPOUSE_PATH)).statusCode).toBe(200);
    const refused = await get('jamshid', REGISTRY_SPOUSE_PATH);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    // Another citizen on the same kiosk (same address) is not limited by it.
    expect((await get('malika', REGISTRY_SPOUSE_PATH)).statusCode).toBe(200);
  });
});
