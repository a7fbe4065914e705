import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createTestDb } from '../test-support/test-app.ts';
import { ageOn } from './calendar.ts';
import { DEMO_CAST, DEMO_NOTARY_ID } from './demo-cast.ts';
import { DEMO_DECEASED, DEMO_LOGINS } from './demo-logins.ts';
import { SEED_TODAY } from './generate-world.ts';
import { isWellFormedPin } from './pin.ts';

const HASHED_TABLES = ['persons', 'family_links', 'notaries', 'notary_reviews', 'vehicles', 'real_estate', 'notarial_acts', 'act_parties', 'users'] as const;

/** A digest of what the database holds, row by row in key order. */
async function digest(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of HASHED_TABLES) {
    const key = table === 'persons' ? 'pin' : 'id';
    const rows = await db.selectFrom(table).selectAll().orderBy(key).execute();
    hash.update(`${table}:${JSON.stringify(rows)}\n`);
  }
  return hash.digest('hex');
}

describe('the demo world (docs/architecture.md Data)', () => {
  const opened: { db: Db; remove(): Promise<void> }[] = [];
  let db: Db;
  beforeAll(async () => {
    opened.push(await createTestDb());
    db = opened[0]!.db;
  });
  afterAll(async () => {
    for (const test of opened) await test.remove();
  });

  it('is byte-identical for the same seed and different for another', async () => {
    const again = await createTestDb();
    const other = await createTestDb({ seed: 7 });
    opened.push(again, other);
    expect(await digest(again.db)).toBe(await digest(db));
    expect(await digest(other.db)).not.toBe(await digest(db));
  });

  it('keeps the demo cast identical whatever the seed', async () => {
    const other = await createTestDb({ seed: 7, scale: 0.2 });
    opened.push(other);
    const pins = Object.values(DEMO_CAST).map((p) => p.pin);
    const read = (from: Db) => from.selectFrom('persons').selectAll().where('pin', 'in', pins).orderBy('pin').execute();
    expect(await read(other.db)).toEqual(await read(db));
    const vehicles = (from: Db) => from.selectFrom('vehicles').selectAll().where('id', '<=', 3).orderBy('id').execute();
    expect(await vehicles(other.db)).toEqual(await vehicles(db));
  });

  it('has notaries in all 14 regions, 200 in all', async () => {
    const rows = await db.selectFrom('notaries as n').innerJoin('notary_offices as o', 'o.id', 'n.office_id').select(['o.region_id']).execute();
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.region_id)).size).toBe(14);
  });

  it('has at least 300 citizens with well-formed pins following the century/gender digit', async () => {
    const persons = await db.selectFrom('persons').selectAll().execute();
    const notaryPins = new Set((await db.selectFrom('notaries').select('pin').execute()).map((n) => n.pin));
    expect(persons.filter((p) => !notaryPins.has(p.pin)).length).toBeGreaterThanOrEqual(300);
    for (const person of persons) {
      expect(isWellFormedPin(person.pin)).toBe(true);
      const expected = (person.birth_date >= '2000' ? 5 : 3) + (person.gender === 'female' ? 1 : 0);
      expect(person.pin[0]).toBe(String(expected));
      expect(person.pin.slice(1, 7)).toBe(person.birth_date.slice(8, 10) + person.birth_date.slice(5, 7) + person.birth_date.slice(2, 4));
    }
  });

  it('has children under 15, of 15–17 and adult ones, and some expired passports', async () => {
    const children = await db
      .selectFrom('family_links as l')
      .innerJoin('persons as p', 'p.pin', 'l.relative_pin')
      .select('p.birth_date')
      .where('l.relation', '=', 'child')
      .execute();
    const ages = children.map((c) => ageOn(c.birth_date, SEED_TODAY));
    expect(ages.some((age) => age < 15)).toBe(true);
    expect(ages.some((age) => age >= 15 && age < 18)).toBe(true);
    expect(ages.some((age) => age >= 18)).toBe(true);
    const expired = await db.selectFrom('persons').select('pin').where('passport_expiry_date', '<', SEED_TODAY).where('document_type_id', '!=', 0).execute();
    expect(expired.length).toBeGreaterThan(0);
  });

  it('records exactly one deceased person, the one named in DEMO_DECEASED', async () => {
    const deceased = await db.selectFrom('persons').select(['pin', 'death_date']).where('death_date', 'is not', null).execute();
    expect(deceased).toEqual([{ pin: DEMO_DECEASED.pin, death_date: DEMO_DECEASED.deathDate }]);
  });

  it('has exactly the demo logins, with their roles and documents', async () => {
    expect(DEMO_LOGINS.map((l) => l.role)).toEqual(['citizen', 'citizen', 'citizen', 'citizen', 'notary', 'admin', 'technician', 'operations']);
    for (const [index, login] of DEMO_LOGINS.entries()) {
      const user = await db.selectFrom('users').selectAll().where('pin', '=', login.pin).executeTakeFirstOrThrow();
      expect(user.id).toBe(index + 1);
      const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute();
      expect(roles.map((r) => r.role)).toEqual([login.role]);
      const person = await db.selectFrom('persons').selectAll().where('pin', '=', login.pin).executeTakeFirstOrThrow();
      expect([person.passport_series, person.passport_number]).toEqual([login.passportSeries, login.passportNumber]);
      expect(person.passport_expiry_date > SEED_TODAY).toBe(true);
      expect(`${person.surname} ${person.first_name} ${person.patronymic}`).toBe(login.fullName);
    }
    const notaryUser = await db.selectFrom('users').select('notary_id').where('pin', '=', DEMO_CAST.gulnora.pin).executeTakeFirstOrThrow();
    expect(notaryUser.notary_id).toBe(DEMO_NOTARY_ID);
  });

  it('gives the demo family a 16- and an 8-year-old', async () => {
    const kids = await db
      .selectFrom('family_links as l')
      .innerJoin('persons as p', 'p.pin', 'l.relative_pin')
      .select('p.birth_date')
      .where('l.pin', '=', DEMO_CAST.aziz.pin)
      .where('l.relation', '=', 'child')
      .execute();
    expect(kids.map((k) => ageOn(k.birth_date, SEED_TODAY)).sort()).toEqual([16, 8].sort());
  });

  it('has co-owned vehicles, vehicles with restrictions, and cadastre numbers like 11:14:04:01:01:1630', async () => {
    const shared = await db
      .selectFrom('vehicle_owners')
      .select('vehicle_id')
      .groupBy('vehicle_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(shared.length).toBeGreaterThan(1);
    const kinds = await db.selectFrom('vehicle_restrictions').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['arrest', 'ban', 'fine']);
    for (const { cadastre_number } of await db.selectFrom('real_estate').select('cadastre_number').execute()) {
      expect(cadastre_number).toMatch(/^\d{2}:\d{2}:\d{2}:\d{2}:\d{2}:\d{4}$/);
    }
  });

  it('registers acts in many states and types, proxies, inheritance cases and bans', async () => {
    const states = await db.selectFrom('notarial_acts').select('state').distinct().execute();
    expect(states.length).toBeGreaterThanOrEqual(6);
    const types = await db.selectFrom('notarial_acts').select('act_type_id').distinct().execute();
    expect(types.length).toBeGreaterThanOrEqual(10);
    expect((await db.selectFrom('notarial_acts').select('id').execute()).length).toBeGreaterThan(300);
    for (const table of ['proxies', 'inheritance_cases', 'bans', 'enforcement_debts', 'legal_entities', 'payments'] as const) {
      const count = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n), table).toBeGreaterThan(0);
    }
  });
});
