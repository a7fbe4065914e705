import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BlockingStage } from '../../../src-domain/acts/blocking/blocking-issue.ts';
import type { Db } from '../../db/database.ts';
import { createSqlRegistries, type Registries } from '../../registries/registries.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { createTestDb } from '../../test-support/test-app.ts';
import { insertAct, realEstateIdOf, type TestActSpec, vehicleIdOf } from './blocking.test-support.ts';
import { actBlockingCheck, checkActBlocking } from './check-act-blocking.ts';

const c = DEMO_CAST;
const NOW = new Date('2026-11-22T06:00:00.000Z');
const FLAT = '11:14:04:01:01:1630';
const JOINT_FLAT = '11:13:02:05:03:0412';

/** Every spec §5 rule through the server check, on a seeded database (spec §4: "every blocking rule has a server test"). */
describe('checkActBlocking on the seeded registries (spec §5, §8)', () => {
  let test: { db: Db; remove(): Promise<void> };
  let registries: Registries;
  const car = { cobalt: 0, malibu: 0, nexia: 0 };
  beforeAll(async () => {
    test = await createTestDb({ scale: 0.3 });
    registries = createSqlRegistries(test.db, () => NOW);
    car.cobalt = await vehicleIdOf(test.db, '01A777AA');
    car.malibu = await vehicleIdOf(test.db, '01B345CA');
    car.nexia = await vehicleIdOf(test.db, '01T517KA');
  });
  afterAll(() => test.remove());

  // Each test's acts are closed after it, or they would be the next test's duplicates.
  const created: number[] = [];
  afterEach(async () => {
    if (created.length > 0) await test.db.updateTable('notarial_acts').set({ state: 'destroyed' }).where('id', 'in', created.splice(0)).execute();
  });
  const insert = async (spec: TestActSpec) => {
    const act = await insertAct(test.db, spec);
    created.push(act.id);
    return act;
  };

  /** The issues of a fresh act; it is closed right after, so it never duplicates the next one. */
  const issuesOf = async (spec: TestActSpec, stage: BlockingStage) => {
    const { id } = await insertAct(test.db, spec);
    try {
      return await checkActBlocking({ db: test.db, registries, now: () => NOW }, id, stage);
    } finally {
      await test.db.updateTable('notarial_acts').set({ state: 'destroyed' }).where('id', '=', id).execute();
    }
  };
  const codesOf = async (spec: TestActSpec, stage: BlockingStage) => (await issuesOf(spec, stage)).map((found) => found.code);
  const vehicle = (id: number, stateNumber: string) => ({ kind: 'vehicle' as const, vehicleId: id, stateNumber });

  it('passes a clean sale of one’s own car at every stage', async () => {
    for (const stage of ['add_party', 'add_subject', 'send', 'confirm', 'register'] as const) {
      expect(
        await issuesOf(
          { type: 1, applicant: c.aziz.pin, parties: [{ pin: c.malika.pin, role: 'buyer', status: 'accepted' }], subjects: [vehicle(car.cobalt, '01A777AA')] },
          stage,
        ),
      ).toEqual([]);
    }
  });

  it('blocks a party the civil registry records deceased, naming the pin (§5, §8)', async () => {
    expect(await issuesOf({ type: 1, applicant: c.aziz.pin, parties: [{ pin: c.kamol.pin, role: 'buyer' }] }, 'add_party')).toEqual([
      { code: 'person_deceased', params: { pin: c.kamol.pin } },
    ]);
  });

  it('blocks an applicant with an enforcement debt until paid in full (§5)', async () => {
    expect(await issuesOf({ type: 11962, applicant: c.otabek.pin, parties: [{ pin: c.malika.pin, role: 'translator' }] }, 'send')).toEqual([
      { code: 'enforcement_debt', params: { pin: c.otabek.pin, amountTiyin: 450_000_000, amount: '4 500 000,00' } },
    ]);
    expect(await codesOf({ type: 11962, applicant: c.aziz.pin, parties: [{ pin: c.malika.pin, role: 'translator' }] }, 'send')).toEqual([]);
  });

  it('blocks continuing with a vehicle under a ban and an unpaid fine; it may still be added (§5)', async () => {
    const proxy: TestActSpec = {
      type: 101,
      applicant: c.otabek.pin,
      parties: [{ pin: c.malika.pin, role: 'attorney' }],
      subjects: [vehicle(car.nexia, '01T517KA')],
    };
    expect(await issuesOf(proxy, 'add_subject')).toEqual([]);
    expect((await issuesOf(proxy, 'send')).filter((found) => found.code !== 'enforcement_debt')).toEqual([
      { code: 'vehicle_restricted', params: { stateNumber: '01T517KA', bans: 1, fines: 1, fineAmount: '1 030 000,00' } },
    ]);
    const lifted = await test.db
      .updateTable('vehicle_restrictions')
      .set({ state: 'lifted' })
      .where('vehicle_id', '=', car.nexia)
      .where('state', '=', 'active')
      .returning('id')
      .execute();
    try {
      expect((await codesOf(proxy, 'send')).filter((code) => code !== 'enforcement_debt')).toEqual([]);
    } finally {
      await test.db
        .updateTable('vehicle_restrictions')
        .set({ state: 'active' })
        .where(
          'id',
          'in',
          lifted.map((r) => r.id),
        )
        .execute();
    }
  });

  it('refuses a duplicate unfinished sale of the same car with a link to it, and allows it once that act is closed (§5)', async () => {
    const first = await insert({ type: 1, applicant: c.aziz.pin, subjects: [vehicle(car.cobalt, '01A777AA')] });
    const second = await insert({ type: 1, applicant: c.aziz.pin, subjects: [vehicle(car.cobalt, '01A777AA')] });
    const deps = { db: test.db, registries, now: () => NOW };
    expect(await checkActBlocking(deps, second.id, 'add_subject')).toEqual([
      { code: 'duplicate_act', params: { uuid: first.uuid, regsystem: 3, rid: first.id, link: `/enotarial_act/${first.uuid}` } },
    ]);
    await test.db.updateTable('notarial_acts').set({ state: 'cancelled' }).where('id', '=', first.id).execute();
    expect(await checkActBlocking(deps, second.id, 'add_subject')).toEqual([]);
  });

  it('refuses a second travel consent for the child of the seeded unfinished one (§5)', async () => {
    const seeded = await test.db
      .selectFrom('notarial_acts as a')
      .innerJoin('act_parties as p', 'p.act_id', 'a.id')
      .select(['a.id', 'a.uuid'])
      .where('a.act_type_id', '=', 15034)
      .where('a.applicant_pin', '=', c.aziz.pin)
      .where('p.pin', '=', c.madina.pin)
      .where('a.state', '=', 'draft')
      .executeTakeFirstOrThrow();
    const found = await issuesOf({ type: 15034, applicant: c.aziz.pin, parties: [{ pin: c.madina.pin, role: 'child' }] }, 'add_party');
    expect(found).toEqual([{ code: 'duplicate_act', params: { uuid: seeded.uuid, regsystem: 3, rid: seeded.id, link: `/enotarial_act/${seeded.uuid}` } }]);
  });

  it('needs every co-owner of a shared car as a seller to send, and their acceptance to register (§5)', async () => {
    const malibu = vehicle(car.malibu, '01B345CA');
    expect(await issuesOf({ type: 1, applicant: c.sherzod.pin, parties: [{ pin: c.malika.pin, role: 'buyer' }], subjects: [malibu] }, 'send')).toEqual([
      { code: 'co_owner_missing', params: { pin: c.bekzod.pin, stateNumber: '01B345CA' } },
    ]);
    const withBrother: TestActSpec = {
      type: 1,
      applicant: c.sherzod.pin,
      parties: [
        { pin: c.bekzod.pin, role: 'seller' },
        { pin: c.malika.pin, role: 'buyer', status: 'accepted' },
      ],
      subjects: [malibu],
    };
    expect(await codesOf(withBrother, 'send')).toEqual([]);
    expect(await issuesOf(withBrother, 'register')).toEqual([{ code: 'co_owner_not_confirmed', params: { pin: c.bekzod.pin, stateNumber: '01B345CA' } }]);
    expect(
      await codesOf(
        {
          ...withBrother,
          parties: [
            { pin: c.bekzod.pin, role: 'seller', status: 'accepted' },
            { pin: c.malika.pin, role: 'buyer', status: 'accepted' },
          ],
        },
        'register',
      ),
    ).toEqual([]);
  });

  it('sends a joint property with a deceased owner to the notary office in person (§1)', async () => {
    // A car Otabek owned with his late father: a copy of his Nexia under another plate.
    const { id: _id, ...nexia } = await test.db.selectFrom('vehicles').selectAll().where('id', '=', car.nexia).executeTakeFirstOrThrow();
    const shared = await test.db
      .insertInto('vehicles')
      .values({ ...nexia, state_number: '01K100KA', tech_passport_number: '9990001' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('vehicle_owners')
      .values([
        { vehicle_id: shared.id, pin: c.otabek.pin, share_numerator: 1, share_denominator: 2 },
        { vehicle_id: shared.id, pin: c.kamol.pin, share_numerator: 1, share_denominator: 2 },
      ])
      .execute();
    expect(await issuesOf({ type: 4, applicant: c.otabek.pin, subjects: [vehicle(shared.id, '01K100KA')] }, 'add_subject')).toEqual([
      { code: 'co_owner_deceased', params: { pin: c.kamol.pin, ref: '01K100KA' } },
    ]);
  });

  it('refuses someone else’s car in a sale (the applicant must own it)', async () => {
    expect(await issuesOf({ type: 1, applicant: c.aziz.pin, subjects: [vehicle(car.malibu, '01B345CA')] }, 'add_subject')).toEqual([
      { code: 'subject_not_owned', params: { ref: '01B345CA' } },
    ]);
  });

  it('lets only the owner consent to residence registration (§5 11944)', async () => {
    const flat = { kind: 'real_estate' as const, realEstateId: await realEstateIdOf(test.db, FLAT), cadastreNumber: FLAT };
    expect(await issuesOf({ type: 11944, applicant: c.aziz.pin, subjects: [flat] }, 'add_subject')).toEqual([
      { code: 'residence_not_owner', params: { cadastreNumber: FLAT } },
    ]);
    expect(await codesOf({ type: 11944, applicant: c.malika.pin, subjects: [flat] }, 'add_subject')).toEqual([]);
  });

  it('asks the traffic-safety service or the register when the registry has no record (§8)', async () => {
    expect(
      await issuesOf({ type: 1, applicant: c.aziz.pin, subjects: [{ kind: 'vehicle', vehicleId: null, stateNumber: '01Z999ZZ' }] }, 'add_subject'),
    ).toEqual([{ code: 'registry_data_missing', params: { kind: 'vehicle', ref: '01Z999ZZ' } }]);
  });

  it('takes the spouse from the civil registry (§4 15003, §8 helpline 1008)', async () => {
    expect(await issuesOf({ type: 15003, applicant: c.aziz.pin, parties: [{ pin: c.malika.pin, role: 'spouse' }] }, 'add_party')).toEqual([
      { code: 'child_or_spouse_missing', params: { pin: c.malika.pin } },
    ]);
    expect(await codesOf({ type: 15003, applicant: c.aziz.pin, parties: [{ pin: c.dilnoza.pin, role: 'spouse' }] }, 'add_party')).toEqual([]);
    expect(await issuesOf({ type: 15003, applicant: c.malika.pin }, 'send')).toEqual([{ code: 'child_or_spouse_missing', params: { pin: c.malika.pin } }]);
  });

  it('takes the children from the civil registry (§5 15034, 15035)', async () => {
    expect(await issuesOf({ type: 15035, applicant: c.aziz.pin, parties: [{ pin: c.malika.pin, role: 'child' }] }, 'add_party')).toEqual([
      { code: 'child_or_spouse_missing', params: { pin: c.malika.pin } },
    ]);
    expect(await codesOf({ type: 15035, applicant: c.aziz.pin, parties: [{ pin: c.jasur.pin, role: 'child' }] }, 'add_party')).toEqual([]);
  });

  it('needs the child’s birth certificate in the registry archive (§5)', async () => {
    await test.db.updateTable('persons').set({ birth_certificate_number: null }).where('pin', '=', c.madina.pin).execute();
    try {
      expect(await issuesOf({ type: 15035, applicant: c.dilnoza.pin, parties: [{ pin: c.madina.pin, role: 'child' }] }, 'add_party')).toEqual([
        { code: 'child_birth_record_missing', params: { pin: c.madina.pin } },
      ]);
    } finally {
      await test.db.updateTable('persons').set({ birth_certificate_number: 'I-TN 0000001' }).where('pin', '=', c.madina.pin).execute();
    }
  });

  it('lets a 16-year-old travel alone but not an 8-year-old, who needs an accompanying person (§5, §9)', async () => {
    expect(
      await codesOf({ type: 15035, applicant: c.aziz.pin, parties: [{ pin: c.jasur.pin, role: 'child' }], extras: { independent: true } }, 'send'),
    ).toEqual([]);
    expect(
      await issuesOf(
        { type: 15035, applicant: c.dilnoza.pin, parties: [{ pin: c.madina.pin, role: 'child' }], extras: { independent: true, dateFrom: '01.12.2026' } },
        'send',
      ),
    ).toEqual([{ code: 'travel_independent_under_age', params: { pin: c.madina.pin } }]);
    expect(await codesOf({ type: 15034, applicant: c.dilnoza.pin, parties: [{ pin: c.jasur.pin, role: 'child' }] }, 'send')).toEqual([
      'travel_companion_required',
    ]);
    expect(
      await codesOf(
        {
          type: 15034,
          applicant: c.dilnoza.pin,
          parties: [
            { pin: c.jasur.pin, role: 'child' },
            { pin: c.aziz.pin, role: 'companion' },
          ],
        },
        'send',
      ),
    ).toEqual([]);
  });

  it('keeps 11651 and 105 within their powers (§5)', async () => {
    const attorney = [{ pin: c.malika.pin, role: 'attorney' }];
    expect(await issuesOf({ type: 11651, applicant: c.aziz.pin, parties: attorney, extras: { rights: ['represent', 'sell'] } }, 'send')).toEqual([
      { code: 'general_proxy_disposal_forbidden', params: { rights: 'sell' } },
    ]);
    expect(await codesOf({ type: 11651, applicant: c.aziz.pin, parties: attorney, extras: { rights: ['represent', 'manage'] } }, 'send')).toEqual([]);
    const flat = { kind: 'real_estate' as const, realEstateId: await realEstateIdOf(test.db, JOINT_FLAT), cadastreNumber: JOINT_FLAT };
    expect(
      await issuesOf(
        { type: 105, applicant: c.dilnoza.pin, parties: [{ pin: c.malika.pin, role: 'attorney' }], subjects: [flat], extras: { rights: ['rent', 'exchange'] } },
        'send',
      ),
    ).toEqual([{ code: 'real_estate_proxy_right_forbidden', params: { rights: 'exchange' } }]);
  });

  it('sub-delegates only a registered proxy in force, for no longer than it runs (§5)', async () => {
    // The seeded registered proxy Aziz → Dilnoza (README demo acts), made to allow sub-delegation.
    const base = await test.db
      .selectFrom('proxies')
      .select(['registry_number', 'valid_until'])
      .where('principal_pin', '=', c.aziz.pin)
      .where('attorney_pin', '=', c.dilnoza.pin)
      .executeTakeFirstOrThrow();
    await test.db.updateTable('proxies').set({ delegation: 1, state: 'active' }).where('registry_number', '=', base.registry_number).execute();
    const [year, month, day] = base.valid_until.split('-');
    const sub = (extras: Record<string, unknown>): TestActSpec => ({
      type: 101,
      applicant: c.dilnoza.pin,
      parties: [{ pin: c.malika.pin, role: 'attorney' }],
      extras,
    });
    expect(await codesOf(sub({ baseProxyRegnum: base.registry_number, validUntil: `${day}.${month}.${year}` }), 'send')).toEqual([]);
    expect(await issuesOf(sub({ baseProxyRegnum: base.registry_number, validUntil: `${day}.${month}.${Number(year) + 1}` }), 'send')).toEqual([
      { code: 'proxy_term_exceeds_base', params: { regnum: base.registry_number, baseValidUntil: `${day}.${month}.${year}` } },
    ]);
    expect(await issuesOf(sub({ baseProxyRegnum: 'NO-SUCH-1', validUntil: '01.01.2027' }), 'send')).toEqual([
      { code: 'base_proxy_not_found', params: { regnum: 'NO-SUCH-1' } },
    ]);
    expect(
      await codesOf(
        {
          ...sub({ baseProxyRegnum: base.registry_number, validUntil: '01.01.2027' }),
          applicant: c.malika.pin,
          parties: [{ pin: c.jasur.pin, role: 'attorney' }],
        },
        'send',
      ),
    ).toEqual(['base_proxy_not_attorney']);
  });

  it('checks a declared kinship against the civil registry (§8 "no relationship found between parties")', async () => {
    expect(
      await codesOf({ type: 101, applicant: c.aziz.pin, parties: [{ pin: c.dilnoza.pin, role: 'attorney', relationship: 'spouse' }] }, 'add_party'),
    ).toEqual([]);
    expect(
      await issuesOf({ type: 101, applicant: c.aziz.pin, parties: [{ pin: c.malika.pin, role: 'attorney', relationship: 'sibling' }] }, 'add_party'),
    ).toEqual([{ code: 'relationship_not_found', params: { pin: c.malika.pin, relationship: 'sibling' } }]);
  });

  it('runs inside the mutation’s transaction with registries over it (SQLite has one connection)', async () => {
    const check = actBlockingCheck(
      (db) => createSqlRegistries(db, () => NOW),
      () => NOW,
    );
    const issues = await test.db.transaction().execute(async (trx) => {
      const { id } = await insertAct(trx, { type: 1, applicant: c.aziz.pin, parties: [{ pin: c.kamol.pin, role: 'buyer' }] });
      return check(trx, id, 'add_party');
    });
    expect(issues).toEqual([{ code: 'person_deceased', params: { pin: c.kamol.pin } }]);
  });
});
