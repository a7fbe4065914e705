import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { SEED_TODAY } from '../seed/generate-world.ts';
import { createTestDb } from '../test-support/test-app.ts';
import type { Db } from '../db/database.ts';
import { createSqlRegistries, type Registries } from './registries.ts';

const c = DEMO_CAST;

describe('registry adapters over the seeded tables', () => {
  let test: { db: Db; remove(): Promise<void> };
  let r: Registries;
  beforeAll(async () => {
    test = await createTestDb({ scale: 0.3 });
    r = createSqlRegistries(test.db, () => new Date('2026-11-22T09:00:00Z'));
  });
  afterAll(() => test.remove());

  describe('civil registry (spec §4 login, §5)', () => {
    it('verifies a pin with its passport series (any case) and number', async () => {
      const check = await r.civil.verifyIdentity({ pin: c.aziz.pin, passportSeries: 'ab', passportNumber: '1234567' }, SEED_TODAY);
      expect(check.status).toBe('verified');
      if (check.status === 'verified') expect(check.person).toMatchObject({ surname: 'Karimov', firstName: 'Aziz', deathDate: null });
    });

    it.each([
      ['a wrong number', c.aziz.pin, 'AB', '7654321', 'document_mismatch'],
      ['another person’s passport', c.aziz.pin, 'AD', '2345678', 'document_mismatch'],
      ['an unknown pin', '39999999999999', 'AB', '1234567', 'not_found'],
      ['a deceased person', c.kamol.pin, 'AA', '0456123', 'deceased'],
    ])('refuses %s', async (_what, pin, series, number, status) => {
      expect((await r.civil.verifyIdentity({ pin, passportSeries: series, passportNumber: number }, SEED_TODAY)).status).toBe(status);
    });

    it('refuses a document that has expired', async () => {
      const expired = await test.db
        .selectFrom('persons')
        .selectAll()
        .where('passport_expiry_date', '<', SEED_TODAY)
        .where('death_date', 'is', null)
        .where('document_type_id', '!=', 0)
        .executeTakeFirstOrThrow();
      const check = await r.civil.verifyIdentity(
        { pin: expired.pin, passportSeries: expired.passport_series, passportNumber: expired.passport_number },
        SEED_TODAY,
      );
      expect(check.status).toBe('document_expired');
    });

    it('knows who is deceased', async () => {
      expect(await r.civil.isDeceased(c.kamol.pin)).toBe(true);
      expect(await r.civil.isDeceased(c.otabek.pin)).toBe(false);
      expect(await r.civil.isDeceased('39999999999999')).toBe(false);
    });

    it('gives the registry photo of a person who has one (JPEG), and null for one who has none', async () => {
      const photo = await r.civil.registryPhoto(c.aziz.pin);
      expect(photo).toBeInstanceOf(Uint8Array);
      expect([...(photo ?? new Uint8Array()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(await r.civil.registryPhoto(c.jasur.pin)).toBeNull();
      expect(await r.civil.registryPhoto('39999999999999')).toBeNull();
    });

    it('lists the spouse and children of a person', async () => {
      const links = await r.civil.familyLinks(c.aziz.pin);
      expect(links.map((l) => [l.relation, l.person.firstName])).toEqual([
        ['spouse', 'Dilnoza'],
        ['child', 'Jasur'],
        ['child', 'Madina'],
      ]);
      expect((await r.civil.familyLinks(c.madina.pin)).map((l) => l.relation)).toEqual(['parent', 'parent']);
    });
  });

  describe('vehicle registry (spec §5 restrictions, shared ownership)', () => {
    it('finds a vehicle by plate written any way and by tech passport', async () => {
      expect((await r.vehicles.findByStateNumber('01 a 777 aa'))?.make).toBe('Chevrolet');
      expect((await r.vehicles.findByTechPassport('AAF', '1234567'))?.stateNumber).toBe('01A777AA');
      expect(await r.vehicles.findByStateNumber('99Z999ZZ')).toBeUndefined();
    });

    it('reports the active fine and ban that block a deal', async () => {
      const car = await r.vehicles.findByStateNumber('01T517KA');
      const active = await r.vehicles.restrictions(car?.id ?? 0, { activeOnly: true });
      expect(active.map((x) => [x.kind, x.state])).toEqual([
        ['ban', 'active'],
        ['fine', 'active'],
      ]);
      expect(active.find((x) => x.kind === 'fine')?.amountTiyin).toBe(103_000_000);
      expect(await r.vehicles.restrictions((await r.vehicles.findByStateNumber('01A777AA'))?.id ?? 0)).toEqual([]);
    });

    it('lists both owners of a shared vehicle, each with half', async () => {
      const malibu = await r.vehicles.findByStateNumber('01B345CA');
      const owners = await r.vehicles.owners(malibu?.id ?? 0);
      expect(owners.map((o) => o.pin).sort()).toEqual([c.sherzod.pin, c.bekzod.pin].sort());
      expect(owners.every((o) => o.share.numerator === 1 && o.share.denominator === 2)).toBe(true);
      expect((await r.vehicles.vehiclesOf(c.bekzod.pin)).map((v) => v.stateNumber)).toEqual(['01B345CA']);
    });
  });

  it('finds real estate and its owners in the cadastre', async () => {
    const flat = await r.cadastre.findByCadastreNumber('11:14:04:01:01:1630');
    expect(flat?.owners.map((o) => o.pin)).toEqual([c.malika.pin]);
    expect((await r.cadastre.propertiesOf(c.dilnoza.pin)).map((p) => p.cadastreNumber)).toEqual(['11:13:02:05:03:0412']);
  });

  it('reports the open enforcement debt (spec §5)', async () => {
    expect(await r.enforcement.outstandingTiyin(c.otabek.pin)).toBe(450_000_000);
    expect(await r.enforcement.outstandingTiyin(c.aziz.pin)).toBe(0);
  });

  it('records sent SMS in the outbox, newest first', async () => {
    await r.sms.send({ phone: '901234567', text: 'Sizni notarial harakatga taklif qilishdi', purpose: 'invitation' });
    await r.sms.send({ phone: '977001122', text: 'Kod: 1234' });
    const outbox = await r.sms.outbox();
    expect(outbox.map((m) => m.phone)).toEqual(['977001122', '901234567']);
    expect(outbox[1]).toMatchObject({ purpose: 'invitation', status: 'sent', createdAt: '2026-11-22T09:00:00.000Z' });
    expect((await r.sms.outbox({ phone: '901234567' })).map((m) => m.text)).toEqual(['Sizni notarial harakatga taklif qilishdi']);
  });
});
